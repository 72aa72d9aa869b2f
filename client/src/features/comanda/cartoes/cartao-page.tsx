import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Alert, Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCash, IconCreditCard, IconPlus, IconPrinter, IconUser } from '@tabler/icons-react';
import {
  CONSUMACAO_MINIMA_LABEL,
  formatBRL,
  formatDataHora,
  padCartao,
  rotuloComanda,
  temPermissao,
  type ItemDTO,
  type ItemProducaoDTO,
  type VendaDTO,
} from '@comanda/shared';
import { NotaAposFechar } from '../../../components/nota-fiscal';
import { executarAcao } from '../../../lib/acao';
import { useSession } from '../../../lib/session-store';
import * as api from '../api';
import { NomeClienteDialog } from '../dialogs';
import { ItensList } from '../itens-list';
import { CancelarItemDialog, type Cancelamento, type PedidoCancelamento } from '../operacoes/cancelar-item-dialog';
import { cancelarItem, reduzirItem } from '../operacoes/api';
import { HistoricoTimeline } from '../operacoes/historico-timeline';
import { PagamentoDialog } from '../pagamento/pagamento-dialog';
import { ProdutoPicker, type ItemEscolhido } from '../produto-picker';
import { nomesDaComanda } from '../pessoas';
import { PedidosClienteBloco } from '../pedidos-cliente';
import { LimiteDoCartao } from './limite-cartao';
import { MoverCartaoDialog } from './mover-cartao';
import { useCartao, type EstadoCartao } from './use-cartao';
import { Info } from '../info';

type Dialogo = 'picker' | 'pagar' | 'nome' | 'mover' | null;

/**
 * A numbered card's tab (`/cartoes/:numero`, issue 37): the same items, picker, voids, payment dialog, pre-bill and
 * history as a table's tab. The waiter lands here from the card screen (a free card opens on arrival, with the picker
 * up); `?pagar=1` opens the payment dialog (the cashier's way out).
 */
export function CartaoPage() {
  const numero = Number(useParams().numero);
  const navigate = useNavigate();
  const c = useCartao(numero);
  const [params, setParams] = useSearchParams();
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  const [fechada, setFechada] = useState<number | null>(null);
  const { estado } = c;
  const aberta = estado.tipo === 'aberta' ? estado : null;

  // a tab just opened here comes with the picker up; '?pagar=1' comes with the payment dialog
  useEffect(() => {
    if (!aberta) return;
    if (aberta.nova) setDialogo('picker');
    else if (params.get('pagar') === '1') {
      setDialogo('pagar');
      setParams({}, { replace: true });
    }
    // only on arrival of this tab
  }, [aberta?.venda.id]);

  const voltar = () => navigate('/cartoes');
  return (
    <Stack gap="md" maw={900} data-testid="page-cartao">
      <Group gap="xs" wrap="nowrap">
        <Button variant="subtle" px={6} onClick={voltar} aria-label="Voltar">
          <IconArrowLeft size={18} />
        </Button>
        <Title order={2} size="h3">
          Cartão {padCartao(numero)}
        </Title>
        {aberta && (
          <Badge color="blue" variant="light">
            Comanda Aberta
          </Badge>
        )}
      </Group>
      {/* the diners' orders from the card's QR wait on the waiter (issue 37), as under a table's name */}
      {aberta && <PedidosClienteBloco vendaId={aberta.venda.id} />}
      {aberta ? (
        <ComandaDoCartao
          venda={aberta.venda}
          itens={aberta.itens}
          cancelados={aberta.cancelados}
          dialogo={dialogo}
          onDialogo={setDialogo}
          c={c}
          onFechada={() => setFechada(aberta.venda.id)}
        />
      ) : (
        <SemComanda estado={estado} onVoltar={voltar} onTentar={c.recarregar} />
      )}
      <NotaAposFechar vendaId={fechada} onSair={voltar} />
    </Stack>
  );
}

/** The card without an open tab: loading, free (the cashier's view), its tab just ended, or an error. */
function SemComanda({ estado, onVoltar, onTentar }: { estado: EstadoCartao; onVoltar(): void; onTentar(): void }) {
  if (estado.tipo === 'carregando')
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  const [cor, titulo, texto] =
    estado.tipo === 'livre'
      ? ['green', 'Cartão livre', 'Nenhuma comanda aberta neste cartão.']
      : estado.tipo === 'encerrada'
        ? estado.venda.situacao === 'A'
          ? ['blue', 'A comanda mudou de cartão', `Agora no ${rotuloComanda(estado.venda)}.`]
          : ['green', estado.venda.situacao === 'F' ? 'Conta fechada' : 'Comanda cancelada', 'O cartão está livre.']
        : estado.tipo === 'erro'
          ? ['red', estado.semConexao ? 'Sem conexão com o servidor' : 'Não foi possível abrir', estado.mensagem]
          : ['blue', 'Comanda aberta', ''];
  return (
    <Stack>
      <Alert color={cor} title={titulo} data-testid="cartao-sem-comanda">
        {texto}
      </Alert>
      <Group>
        <Button leftSection={<IconArrowLeft size={16} />} variant="light" onClick={onVoltar}>
          Outro cartão
        </Button>
        {estado.tipo === 'erro' && (
          <Button variant="default" onClick={onTentar}>
            Tentar novamente
          </Button>
        )}
      </Group>
    </Stack>
  );
}

interface ComandaProps {
  venda: VendaDTO;
  itens: ItemDTO[];
  cancelados: ItemProducaoDTO[];
  dialogo: Dialogo;
  onDialogo(d: Dialogo): void;
  c: ReturnType<typeof useCartao>;
  onFechada(): void;
}

/** The open tab: its figures, actions, items and history, and the dialogs that act on it. */
function ComandaDoCartao({ venda, itens, cancelados, dialogo, onDialogo, c, onFechada }: ComandaProps) {
  const perfil = useSession((s) => s.user?.perfil);
  const navigate = useNavigate();
  const [cancelando, setCancelando] = useState<PedidoCancelamento | null>(null);
  const podeCriar = temPermissao(perfil, 'create_sales');
  const fechar = () => onDialogo(null);
  const imprimir = () => navigate(`/mesa/0/conta/${venda.id}`);
  return (
    <>
      <ResumoDoCartao venda={venda} perfil={perfil} onDialogo={onDialogo} onImprimir={imprimir} />
      <ItensList
        itens={itens}
        cancelados={cancelados}
        podeRemover={podeCriar}
        onCancelar={(item, modo) => setCancelando({ item, modo })}
      />
      {temPermissao(perfil, 'view_history') && (
        <HistoricoTimeline
          vendaId={venda.id}
          versao={`${venda.total}|${venda.total_pago}|${venda.nome_cliente}|${itens.map((i) => `${i.id}:${i.quantidade}`).join(',')}`}
        />
      )}
      <CancelarItemDialog
        pedido={cancelando}
        perfil={perfil}
        onClose={() => setCancelando(null)}
        onConfirmar={async (item, x) => (await cancelar(item, x, c.aplicarVenda), setCancelando(null))}
      />
      <ProdutoPicker
        aberto={dialogo === 'picker'}
        nomes={nomesDaComanda(itens, [])}
        onClose={fechar}
        onAdicionar={(item) => adicionar(venda.id, item, c.aplicarItem)}
      />
      <NomeClienteDialog
        aberto={dialogo === 'nome'}
        atual={venda.nome_cliente}
        onClose={fechar}
        onSalvar={async (nome) => {
          const r = await executarAcao(() => api.salvarNomeCliente(venda.id, nome), {
            ok: 'Nome do cliente atualizado!',
            erro: 'Erro ao salvar nome',
          });
          if (!r.ok) return;
          c.aplicarVenda(r.valor);
          fechar();
        }}
      />
      <PagamentoDialog
        venda={venda}
        itens={itens}
        aberto={dialogo === 'pagar'}
        onClose={fechar}
        onVenda={c.aplicarVenda}
        onFechada={onFechada}
        onImprimir={imprimir}
      />
      <MoverCartaoDialog
        venda={venda}
        aberto={dialogo === 'mover'}
        onClose={fechar}
        onMovida={(v) => navigate(`/cartoes/${v.numero}`)}
      />
    </>
  );
}

async function adicionar(vendaId: number, item: ItemEscolhido, aplicar: (i: ItemDTO) => void): Promise<boolean> {
  const r = await executarAcao(() => api.adicionarItem(vendaId, item), {
    ok: (i) => ['Item adicionado ao pedido!', `${i.quantidade}x ${i.produto_nome}`],
    erro: 'Erro ao adicionar item',
  });
  if (r.ok) aplicar(r.valor);
  return r.ok;
}

/** The void dialog's answer (the same rules as a table's tab); errors throw for the dialog to show. */
async function cancelar(
  i: ItemDTO,
  { livre, quantidade, motivo, aprovador }: Cancelamento,
  aplicar: (v: VendaDTO) => void,
) {
  if (quantidade != null) return aplicar(await reduzirItem(i.id, { quantidade, motivo, aprovador }));
  aplicar(livre ? await api.removerItem(i.id) : await cancelarItem(i.id, { motivo, aprovador }));
}

/** The tab's figures and actions. */
function ResumoDoCartao({
  venda,
  perfil,
  onDialogo,
  onImprimir,
}: {
  venda: VendaDTO;
  perfil: string | undefined;
  onDialogo(d: Dialogo): void;
  onImprimir(): void;
}) {
  const podeCriar = temPermissao(perfil, 'create_sales');
  return (
    <Card withBorder radius="md">
      <Stack>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          <Info rotulo="Comanda" valor={`#${venda.id}`} />
          <Info rotulo="Aberta em" valor={formatDataHora(venda.data_abertura)} />
          <Info rotulo="Atendente" valor={venda.funcionario} />
          <Info rotulo="Total" valor={formatBRL(venda.total)} destaque testId="comanda-total" />
        </SimpleGrid>
        <Text size="sm" c="dimmed" data-testid="comanda-taxa">
          Subtotal {formatBRL(venda.subtotal)} · Taxa de serviço {formatBRL(venda.taxa_servico)}
          {venda.consumacao_minima > 0 && ` · ${CONSUMACAO_MINIMA_LABEL} ${formatBRL(venda.consumacao_minima)}`}
          {venda.total_pago > 0 && ` · Pago ${formatBRL(venda.total_pago)} · Falta ${formatBRL(venda.restante)}`}
        </Text>
        <LimiteDoCartao numero={venda.numero!} versao={`${venda.id}|${venda.subtotal}`} />
        <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
          {podeCriar && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => onDialogo('picker')}>
              Adicionar Produto
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconUser size={18} />}
            onClick={() => onDialogo('nome')}
            disabled={!podeCriar}
            data-testid="nome-cliente"
          >
            {venda.nome_cliente}
          </Button>
          {temPermissao(perfil, 'close_sales') && (
            <Button color="green" leftSection={<IconCash size={18} />} onClick={() => onDialogo('pagar')}>
              Finalizar Conta
            </Button>
          )}
          <Button variant="light" color="gray" leftSection={<IconPrinter size={18} />} onClick={onImprimir}>
            Imprimir Conta
          </Button>
          {temPermissao(perfil, 'transfer_items') && (
            <Button
              variant="light"
              color="grape"
              leftSection={<IconCreditCard size={18} />}
              onClick={() => onDialogo('mover')}
            >
              Mudar de cartão
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
