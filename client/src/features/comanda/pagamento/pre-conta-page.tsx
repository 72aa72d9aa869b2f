import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Button, Center, Loader, NumberInput, Switch } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import {
  CONSUMACAO_MINIMA_LABEL,
  DIVISAO_MAX,
  dividirConta,
  formatBRL,
  formatDataHora,
  formatarCnpj,
  fromCents,
  toCents,
  type ItemDTO,
  type PorPessoaDTO,
  type PreContaDTO,
  type VendaDTO,
  rotuloComanda,
} from '@comanda/shared';
import { ImprimirNaImpressora } from '../../../components/imprimir-na-impressora';
import { EntregaDaConta } from '../entregas/entrega-da-conta';
import { buscarPreConta, imprimirConta, porPessoa } from './api';
import { itensPorPessoa, nomePessoa } from './pessoas';
import { toast } from '../../../lib/notify';
import s from './pre-conta.module.css';

const pct = (p: number) => `${String(p).replace('.', ',')}%`;

/**
 * 'Imprimir Conta': the pre-bill for an 80 mm thermal printer (route /mesa/:id/conta/:vendaId?pessoas=N, or
 * ?por=pessoa for each diner's items and share).
 */
export function PreContaPage() {
  const vendaId = Number(useParams().vendaId);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [dados, setDados] = useState<PreContaDTO | null>(null);
  const [partes, setPartes] = useState<PorPessoaDTO | null>(null);
  const pessoas = Number(params.get('pessoas')) || 0;
  const porNome = params.get('por') === 'pessoa';
  useEffect(() => {
    buscarPreConta(vendaId)
      .then(setDados)
      .catch((e) => toast.erro('Erro ao carregar a conta', e.message));
  }, [vendaId]);
  useEffect(() => {
    if (porNome)
      porPessoa(vendaId)
        .then(setPartes)
        .catch((e) => toast.erro('Erro ao dividir por pessoa', e.message));
  }, [vendaId, porNome]);
  if (!dados)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const { empresa, venda, itens, pix } = dados;
  return (
    <div>
      <Acoes
        vendaId={vendaId}
        pessoas={pessoas}
        porNome={porNome}
        onVoltar={() => navigate(-1)}
        onParams={(p) => setParams(p)}
      />
      <div className={s.folha} data-testid="pre-conta">
        <div className={s.titulo}>{empresa.fantasia}</div>
        {empresa.cnpj && <div className={s.centro}>CNPJ {formatarCnpj(empresa.cnpj)}</div>}
        <hr className={s.sep} />
        <div className={s.centro}>
          <b>CONFERÊNCIA DE CONTA</b>
        </div>
        <div className={s.centro}>Não é documento fiscal</div>
        <div className={s.linha}>
          <span>{rotuloComanda(venda)}</span>
          <span>Comanda #{venda.id}</span>
        </div>
        <div className={s.linha}>
          <span>{venda.nome_cliente}</span>
          <span>{formatDataHora(new Date(), empresa.fuso_horario)}</span>
        </div>
        {venda.tipo === 'entrega' && <EntregaDaConta vendaId={venda.id} />}
        <hr className={s.sep} />
        {porNome && partes ? <PorPessoa partes={partes} itens={itens} /> : <Itens itens={itens} />}
        <hr className={s.sep} />
        <Totais venda={venda} />
        {pessoas >= 2 && <Divisao venda={venda} pessoas={pessoas} />}
        {pix && (
          <>
            <hr className={s.sep} />
            <div className={s.centro}>
              <b>Pague com PIX</b> ({formatBRL(pix.valor)})
            </div>
            <img className={s.qr} src={pix.qrCode} alt="QR Code PIX" />
            <div className={s.copia}>{pix.payload}</div>
          </>
        )}
        <hr className={s.sep} />
        <div className={s.centro}>Obrigado pela visita!</div>
      </div>
    </div>
  );
}

/** Back, 'Dividir por N', 'Por pessoa' (either split, not both) and print: not printed themselves. */
function Acoes(p: {
  vendaId: number;
  pessoas: number;
  porNome: boolean;
  onVoltar(): void;
  onParams(p: Record<string, string>): void;
}) {
  return (
    <div className={s.acoes}>
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={p.onVoltar}>
        Voltar
      </Button>
      <NumberInput
        w={150}
        label="Dividir por"
        min={0}
        max={DIVISAO_MAX}
        value={p.pessoas || ''}
        placeholder="pessoas"
        onChange={(v) => p.onParams(Number(v) >= 2 ? { pessoas: String(v) } : {})}
      />
      <Switch
        label="Por pessoa"
        checked={p.porNome}
        onChange={(e) => p.onParams(e.currentTarget.checked ? { por: 'pessoa' } : {})}
        data-testid="pre-conta-por-pessoa"
      />
      <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
        Imprimir
      </Button>
      <ImprimirNaImpressora variant="light" tipo="conta" imprimir={(id) => imprimirConta(p.vendaId, id)} />
    </div>
  );
}

function Itens({ itens }: { itens: ItemDTO[] }) {
  return itens.map((i) => (
    <div key={i.id}>
      <div className={s.linha}>
        <span>
          {i.quantidade}x {i.produto_nome}
        </span>
        <span>{formatBRL(i.total)}</span>
      </div>
      {i.sabores.length > 0 && <div className={s.detalhe}>{i.sabores.map((x) => x.sabor_nome).join(' / ')}</div>}
      {i.adicionais.map((a, k) => (
        <div key={k} className={s.detalhe}>
          + {a.quantidade > 1 ? `${a.quantidade}x ` : ''}
          {a.adicional_nome}
        </div>
      ))}
      {i.observacoes && <div className={s.detalhe}>Obs: {i.observacoes}</div>}
    </div>
  ));
}

/** Each diner's items, then their share of the service charge (and discount) and what they pay. */
function PorPessoa({ partes, itens }: { partes: PorPessoaDTO; itens: ItemDTO[] }) {
  return itensPorPessoa(partes.pessoas, itens).map(({ pessoa: p, itens: daPessoa }, k) => (
    <div key={p.cliente_nome ?? ''} data-testid="pre-conta-pessoa">
      {k > 0 && <hr className={s.sep} />}
      <div>
        <b>{nomePessoa(p).toUpperCase()}</b>
      </div>
      <Itens itens={daPessoa} />
      <div className={s.linha}>
        <span>Taxa de serviço</span>
        <span>{formatBRL(p.taxa_servico)}</span>
      </div>
      {p.desconto > 0 && (
        <div className={s.linha}>
          <span>Desconto</span>
          <span>- {formatBRL(p.desconto)}</span>
        </div>
      )}
      <div className={s.linha}>
        <b>Total {nomePessoa(p)}</b>
        <b>{formatBRL(p.total)}</b>
      </div>
    </div>
  ));
}

function Totais({ venda }: { venda: VendaDTO }) {
  return (
    <>
      <div className={s.linha}>
        <span>Subtotal</span>
        <span>{formatBRL(venda.subtotal)}</span>
      </div>
      <div className={s.linha}>
        <span>Taxa de serviço ({pct(venda.cobrar_taxa_servico ? venda.taxa_servico_percentual : 0)})</span>
        <span>{formatBRL(venda.taxa_servico)}</span>
      </div>
      {venda.desconto > 0 && (
        <div className={s.linha}>
          <span>Desconto</span>
          <span>- {formatBRL(venda.desconto)}</span>
        </div>
      )}
      {/* a numbered card closed below the company's minimum spend (issue 37) */}
      {venda.consumacao_minima > 0 && (
        <div className={s.linha}>
          <span>{CONSUMACAO_MINIMA_LABEL}</span>
          <span>{formatBRL(venda.consumacao_minima)}</span>
        </div>
      )}
      {/* a delivery's fee (issue 39) */}
      {(venda.taxa_entrega ?? 0) > 0 && (
        <div className={s.linha}>
          <span>Taxa de entrega</span>
          <span>{formatBRL(venda.taxa_entrega)}</span>
        </div>
      )}
      <div className={`${s.linha} ${s.total}`}>
        <span>TOTAL</span>
        <span>{formatBRL(venda.total)}</span>
      </div>
      {venda.total_pago > 0 && (
        <div className={s.linha}>
          <span>Pago</span>
          <span>{formatBRL(venda.total_pago)}</span>
        </div>
      )}
      {venda.total_pago > 0 && (
        <div className={s.linha}>
          <span>Restante</span>
          <span>{formatBRL(venda.restante)}</span>
        </div>
      )}
    </>
  );
}

function Divisao({ venda, pessoas }: { venda: VendaDTO; pessoas: number }) {
  const partes = dividirConta(toCents(venda.restante), pessoas);
  return (
    <>
      <hr className={s.sep} />
      <div>Dividido por {pessoas} pessoas:</div>
      {partes.map((p, i) => (
        <div key={i} className={s.linha}>
          <span>Pessoa {i + 1}</span>
          <span>{formatBRL(fromCents(p))}</span>
        </div>
      ))}
    </>
  );
}
