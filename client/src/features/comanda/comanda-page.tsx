import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconReceipt } from '@tabler/icons-react';
import {
  SITUACAO_MESA_LABEL,
  formatBRL,
  formatDataHora,
  situacaoComanda,
  temPermissao,
  type ItemDTO,
  type MesaDTO,
  type VendaDTO,
} from '@comanda/shared';
import { COR_SITUACAO } from '../../components/mesa-visual';
import { NotaAposFechar } from '../../components/nota-fiscal';
import { useSession } from '../../lib/session-store';
import { BotoesComanda, acoesDaMesa, type DialogoComanda } from './botoes-comanda';
import { ConfirmarDialog, NomeClienteDialog } from './dialogs';
import { PagamentoDialog } from './pagamento/pagamento-dialog';
import { ItensList } from './itens-list';
import { ProdutoPicker } from './produto-picker';
import { useComanda } from './use-comanda';
import { useAcoesComanda } from './use-acoes-comanda';
import { PendentesList, RecusadasAlert } from './pendentes';
import { PedidosClienteBloco } from './pedidos-cliente';
import { pedidosDaMesa, usePedidosCliente } from '../../components/pedidos-cliente-store';
import { nomesDaComanda } from './pessoas';
import { CancelarItemDialog, type PedidoCancelamento } from './operacoes/cancelar-item-dialog';
import { HistoricoTimeline } from './operacoes/historico-timeline';
import { OperacaoDialog } from './operacoes/operacao-dialog';
import type { Operacao } from './operacoes/mesa-destino';
import { aplicarVenda, type ComandaState } from './store';
import { Info } from './info';

export function ComandaPage() {
  const mesaId = Number(useParams().id);
  const navigate = useNavigate();
  const dados = useComanda(mesaId);
  const { mesa, venda, itens, carregando, naoEncontrada, semConexao } = dados;
  const perfil = useSession((s) => s.user?.perfil);
  const acoes = useAcoesComanda(mesaId);
  const [dialogo, setDialogo] = useState<DialogoComanda | null>(null);
  const [cancelando, setCancelando] = useState<PedidoCancelamento | null>(null);
  const [operacao, setOperacao] = useState<Operacao | null>(null);
  const pedidosCliente = usePedidosCliente((st) => st.pedidos);
  // the tab just closed: its NFC-e is shown before going back to the map (issue 38)
  const [fechada, setFechada] = useState<number | null>(null);

  if (carregando)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (naoEncontrada || !mesa) return <MesaIndisponivel mesaId={mesaId} semConexao={semConexao && !naoEncontrada} />;

  const s = situacaoComanda(mesa.situacao);
  const pediuConta = s === 'P';
  const podeCriar = temPermissao(perfil, 'create_sales');
  const fechar = () => setDialogo(null);
  const imprimir = () => venda && navigate(`/mesa/${mesaId}/conta/${venda.id}`);
  return (
    <Stack gap="md" data-testid="page-comanda">
      <CabecalhoMesa mesa={mesa} />
      {pediuConta && <ContaSolicitada />}
      {/* the diners' orders wait on the waiter: first thing under the table's name */}
      <PedidosClienteBloco mesaId={mesaId} />
      <CartaoComanda dados={dados} perfil={perfil} onDialogo={setDialogo} onOperacao={setOperacao} acoes={acoes} />
      <RecusadasAlert mesaId={mesaId} />
      {venda && (
        <ItensList
          itens={itens}
          cancelados={dados.cancelados}
          podeRemover={!pediuConta && podeCriar}
          onCancelar={(item, modo) => setCancelando({ item, modo })}
        />
      )}
      <PendentesList mesaId={mesaId} />
      {venda && temPermissao(perfil, 'view_history') && (
        <HistoricoTimeline vendaId={venda.id} versao={versaoDoHistorico(dados)} />
      )}
      <CancelarItemDialog
        pedido={cancelando}
        perfil={perfil}
        onClose={() => setCancelando(null)}
        onConfirmar={async (item, c) => (await acoes.cancelar(item, c), setCancelando(null))}
      />
      {venda && (
        <OperacaoDialog
          op={operacao}
          venda={venda}
          itens={itens}
          onClose={() => setOperacao(null)}
          onFeito={(op, destino) => (setOperacao(null), acoes.operacaoFeita(op, destino))}
        />
      )}
      <ProdutoPicker
        aberto={dialogo === 'picker'}
        nomes={nomesDaComanda(itens, pedidosDaMesa(pedidosCliente, mesaId))}
        onClose={fechar}
        onAdicionar={acoes.adicionar}
      />
      <NotaAposFechar vendaId={fechada} onSair={() => navigate('/')} />
      {venda && (
        <DialogosDaVenda
          venda={venda}
          itens={itens}
          dialogo={dialogo}
          acoes={acoes}
          onClose={fechar}
          onFechada={() => setFechada(venda.id)}
          onImprimir={imprimir}
        />
      )}
    </Stack>
  );
}

/** The open tab's dialogs: the diner's name, the payment panel and 'Cancelar Mesa'. */
function DialogosDaVenda({
  venda,
  itens,
  dialogo,
  acoes,
  onClose,
  onFechada,
  onImprimir,
}: {
  venda: VendaDTO;
  itens: ItemDTO[];
  dialogo: DialogoComanda | null;
  acoes: ReturnType<typeof useAcoesComanda>;
  onClose(): void;
  onFechada(): void;
  onImprimir(): void;
}) {
  return (
    <>
      <NomeClienteDialog
        aberto={dialogo === 'nome'}
        atual={venda.nome_cliente}
        onClose={onClose}
        onSalvar={async (nome) => void ((await acoes.salvarNome(nome)) && onClose())}
      />
      <PagamentoDialog
        venda={venda}
        itens={itens}
        aberto={dialogo === 'fechar'}
        onClose={onClose}
        onVenda={aplicarVenda}
        onFechada={onFechada}
        onImprimir={onImprimir}
      />
      <ConfirmarDialog
        aberto={dialogo === 'cancelarMesa'}
        titulo="Cancelar Mesa"
        texto="A comanda será cancelada e a mesa ficará livre. Deseja continuar?"
        confirmar="Cancelar Mesa"
        onClose={onClose}
        onConfirmar={acoes.cancelarMesa}
      />
    </>
  );
}

const ContaSolicitada = () => (
  <Alert color="orange" icon={<IconAlertCircle size={18} />} title="Conta solicitada pelo cliente">
    Não é possível adicionar ou remover itens. Use as ações da mesa para liberar.
  </Alert>
);

/** What the history timeline reloads on: any change to the tab, its items or the table. */
const versaoDoHistorico = ({ venda, itens, mesa }: ComandaState) =>
  `${venda!.total}|${venda!.total_pago}|${venda!.nome_cliente}|${itens.map((i) => `${i.id}:${i.quantidade}`).join(',')}|${mesa!.situacao}`;

function MesaIndisponivel({ mesaId, semConexao }: { mesaId: number; semConexao: boolean }) {
  const navigate = useNavigate();
  return (
    <Stack align="center" py="xl">
      <Title order={3}>{semConexao ? 'Sem conexão com o servidor' : 'Mesa não encontrada'}</Title>
      {semConexao && (
        <Text c="dimmed" ta="center">
          Não foi possível carregar a mesa. Tentando novamente...
        </Text>
      )}
      <PendentesList mesaId={mesaId} />
      <Button leftSection={<IconArrowLeft size={16} />} variant="light" onClick={() => navigate('/')}>
        Voltar
      </Button>
    </Stack>
  );
}

function CabecalhoMesa({ mesa }: { mesa: MesaDTO }) {
  const navigate = useNavigate();
  const s = situacaoComanda(mesa.situacao);
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs">
        <Button variant="subtle" px={6} onClick={() => navigate('/')} aria-label="Voltar">
          <IconArrowLeft size={18} />
        </Button>
        <div>
          <Title order={3}>{mesa.nome}</Title>
          <Text size="sm" c="dimmed">
            Capacidade: {mesa.capacidade} pessoas
          </Text>
        </div>
      </Group>
      <Badge size="lg" color={COR_SITUACAO[s]} data-testid="mesa-status">
        {SITUACAO_MESA_LABEL[s]}
      </Badge>
    </Group>
  );
}

interface CartaoProps {
  dados: ComandaState;
  perfil: string | undefined;
  acoes: ReturnType<typeof useAcoesComanda>;
  onDialogo(d: DialogoComanda): void;
  onOperacao(op: Operacao): void;
}

/** 'Status da Comanda': open a tab, or the open tab's figures and actions. */
function CartaoComanda({ dados, perfil, acoes, onDialogo, onOperacao }: CartaoProps) {
  const { mesa, venda } = dados;
  return (
    <Card withBorder radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={4}>Status da Comanda</Title>
        {venda && (
          <Badge color="blue" variant="light">
            Comanda Aberta
          </Badge>
        )}
      </Group>
      {!venda ? (
        <Stack align="center" py="md">
          <Text c="dimmed">Nenhuma comanda aberta para esta mesa</Text>
          {acoesDaMesa(mesa!, null, perfil).includes('abrir_comanda') && (
            <Button
              leftSection={<IconReceipt size={18} />}
              onClick={async () => (await acoes.abrir()) && onDialogo('picker')}
            >
              Abrir Comanda
            </Button>
          )}
        </Stack>
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            <Info rotulo="Comanda" valor={`#${venda.id}`} />
            <Info rotulo="Aberta em" valor={formatDataHora(venda.data_abertura)} />
            <Info rotulo="Atendente" valor={venda.funcionario} />
            <Info rotulo="Total" valor={formatBRL(venda.total)} destaque testId="comanda-total" />
          </SimpleGrid>
          <Text size="sm" c="dimmed" data-testid="comanda-taxa">
            Subtotal {formatBRL(venda.subtotal)} · Taxa de serviço ({venda.taxa_servico_percentual}%){' '}
            {formatBRL(venda.taxa_servico)}
            {venda.desconto > 0 && ` · Desconto ${formatBRL(venda.desconto)}`}
            {venda.total_pago > 0 && ` · Pago ${formatBRL(venda.total_pago)}`}
          </Text>
          <BotoesComanda
            dados={dados}
            perfil={perfil}
            onDialogo={onDialogo}
            onOperacao={onOperacao}
            onStatus={acoes.status}
          />
        </Stack>
      )}
    </Card>
  );
}
