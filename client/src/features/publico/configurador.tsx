import { useState, type ReactNode } from 'react';
import type { ItemPedidoBody, ProdutoPublicoDTO } from '@comanda/shared/schemas/pedidos';
import { fromCents } from '@comanda/shared/rules/money';
import { PEDIDO_MAX_QUANTIDADE } from '@comanda/shared/rules/pedidos-cliente';
import { OBSERVACOES_MAX, TIPO_ITEM, textoLimiteSabores } from '@comanda/shared/rules/precos';
import { grupoObrigatorio } from '@comanda/shared/rules/selecao';
import { formatBRL } from '@comanda/shared/text/format';
import { useConfigurador } from './use-configurador';
import { Folha } from './ui/folha';
import { Icone } from './ui/icones';
import { Botao } from './ui/primitivos';
import { Passo } from './ui/passo';
import s from './configurador.module.css';

type Grupo = ProdutoPublicoDTO['grupos_adicionais'][number];
const precoExtra = (v: number) => (v > 0 ? `+ ${formatBRL(v)}` : 'Grátis');

/**
 * The diner's configurator (loaded on its first opening): flavours (half-and-half is two), add-on groups within
 * their limits, quantity and notes, priced and checked live with the waiter's rules. `onAdicionar` absent: view only.
 */
export default function Configurador({
  produto,
  onAdicionar,
  onFechar,
}: {
  produto: ProdutoPublicoDTO;
  onAdicionar?: (item: ItemPedidoBody) => Promise<boolean>;
  onFechar(): void;
}) {
  const c = useConfigurador(produto);
  const [enviando, setEnviando] = useState(false);
  async function adicionar() {
    setEnviando(true);
    const ok = await onAdicionar!(c.item());
    setEnviando(false);
    if (ok) onFechar();
  }
  const rodape = onAdicionar && (
    <>
      {c.motivo && (
        <p className={s.motivo} data-testid="configurador-motivo">
          {c.motivo}
        </p>
      )}
      <Botao tamanho="lg" disabled={!!c.motivo} carregando={enviando} onClick={() => void adicionar()}>
        Adicionar · <span data-testid="configurador-total">{formatBRL(fromCents(c.preco.total))}</span>
      </Botao>
    </>
  );
  return (
    <Folha titulo={produto.nome} onFechar={onFechar} rodape={rodape} testId="configurador">
      <div className={s.pilha}>
        {produto.imagem_url && (
          <img className={s.foto} src={produto.imagem_url} alt="" width={508} height={286} decoding="async" />
        )}
        {produto.descricao && <p className={s.descricao}>{produto.descricao}</p>}
        {produto.tipo_item === TIPO_ITEM.COM_SABORES && <Sabores produto={produto} c={c} />}
        {produto.grupos_adicionais.map((g) => (
          <GrupoAdicionais key={g.categoria_id} grupo={g} extras={c.extras} onMudar={c.mudarExtra} />
        ))}
        {onAdicionar && (
          <>
            <Quantidade valor={c.quantidade} onMudar={c.setQuantidade} />
            <label className={s.obs}>
              <span>Observações</span>
              <textarea
                rows={2}
                maxLength={OBSERVACOES_MAX}
                placeholder="Ex.: sem cebola"
                value={c.observacao}
                onChange={(e) => c.setObservacao(e.currentTarget.value)}
              />
            </label>
          </>
        )}
      </div>
    </Folha>
  );
}

function Secao({ titulo, selos, children }: { titulo: string; selos: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={s.secao}>
      <legend className={s.secaoTitulo}>
        <span>{titulo}</span>
        <span className={s.selos}>{selos}</span>
      </legend>
      {children}
    </fieldset>
  );
}

function Sabores({ produto, c }: { produto: ProdutoPublicoDTO; c: ReturnType<typeof useConfigurador> }) {
  const limite = textoLimiteSabores(produto.qtd_min_sabores, produto.qtd_max_sabores);
  const meia = produto.qtd_max_sabores === 2;
  return (
    <Secao
      titulo={meia ? 'Sabores (meio a meio)' : 'Sabores'}
      selos={limite && <span className={s.selo}>{limite}</span>}
    >
      {produto.sabores.map((sb) => (
        <Marcavel
          key={sb.id}
          nome={sb.nome}
          detalhe={sb.descricao}
          marcado={c.sabores.includes(sb.id)}
          onClick={() => c.alternarSabor(sb.id)}
          valor={sb.preco_adicional > 0 ? formatBRL(sb.preco_adicional) : ''}
          testId={`sabor-${sb.nome}`}
        />
      ))}
    </Secao>
  );
}

function GrupoAdicionais({
  grupo: g,
  extras,
  onMudar,
}: {
  grupo: Grupo;
  extras: Record<number, number>;
  onMudar(g: Grupo, id: number, qtd: number): void;
}) {
  const selos = (
    <>
      {grupoObrigatorio(g) && <span className={s.seloObrigatorio}>Obrigatório</span>}
      {g.qtd_maxima > 0 && <span className={s.selo}>Até {g.qtd_maxima}</span>}
    </>
  );
  return (
    <Secao titulo={g.categoria_nome} selos={selos}>
      {g.adicionais.map((a) => {
        const qtd = extras[a.id] ?? 0;
        const max = a.qtd_maxima > 0 ? a.qtd_maxima : 99;
        return max === 1 || g.qtd_maxima === 1 ? (
          <Marcavel
            key={a.id}
            nome={a.nome}
            marcado={qtd > 0}
            onClick={() => onMudar(g, a.id, qtd > 0 ? 0 : 1)}
            valor={precoExtra(a.preco)}
            testId={`adicional-${a.nome}`}
          />
        ) : (
          <div key={a.id} className={s.linha} data-testid={`adicional-${a.nome}`}>
            <Passo rotulo={a.nome} valor={qtd} min={0} max={max} onMudar={(q) => onMudar(g, a.id, q)} />
            <span className={s.nome}>{a.nome}</span>
            <span className={s.valor}>{precoExtra(a.preco)}</span>
          </div>
        );
      })}
    </Secao>
  );
}

/** A whole row as one checkbox (44 px+ touch target), its price on the right. */
function Marcavel(p: {
  nome: string;
  detalhe?: string | null;
  marcado: boolean;
  onClick(): void;
  valor: string;
  testId: string;
}) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={p.marcado}
      className={s.linha}
      onClick={p.onClick}
      data-testid={p.testId}
    >
      <span className={s.caixa} aria-hidden="true">
        {p.marcado && <Icone nome="check" size={16} />}
      </span>
      <span className={s.nome}>
        {p.nome}
        {p.detalhe && <span className={s.detalhe}>{p.detalhe}</span>}
      </span>
      <span className={s.valor}>{p.valor}</span>
    </button>
  );
}

function Quantidade({ valor, onMudar }: { valor: number; onMudar(v: number): void }) {
  return (
    <div className={s.quantidade}>
      <span className={s.secaoTitulo}>Quantidade</span>
      <Passo rotulo="unidades" valor={valor} min={1} max={PEDIDO_MAX_QUANTIDADE} onMudar={onMudar} />
    </div>
  );
}
