import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Alert, Badge, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowsExchange, IconArrowsJoin, IconCash, IconPlus, IconPrinter, IconReceipt, IconTransfer, IconUser, IconX } from '@tabler/icons-react';
import {
  SITUACAO_MESA_LABEL, ehGestor, formatBRL, formatDataHora, situacaoComanda, temPermissao, type ItemDTO, type VendaDTO,
} from '@comanda/shared';
import { toast } from '../../lib/notify';
import { toastDesfazer } from '../../lib/toast-desfazer';
import { useSession } from '../../lib/session-store';
import * as api from './api';
import { ConfirmarDialog, NomeClienteDialog } from './dialogs';
import { PagamentoDialog } from './pagamento/pagamento-dialog';
import { ItensList } from './itens-list';
import { ProdutoPicker, type ItemEscolhido } from './produto-picker';
import { useComanda } from './use-comanda';
import { PENDENTE, enviarOuEnfileirar } from './escrita-offline';
import { PendentesList, RecusadasAlert } from './pendentes';
import { CancelarItemDialog } from './operacoes/cancelar-item-dialog';
import { HistoricoTimeline } from './operacoes/historico-timeline';
import { OperacaoDialog } from './operacoes/operacao-dialog';
import type { Operacao } from './operacoes/mesa-destino';

const COR: Record<string, string> = { L: 'green', O: 'blue', P: 'orange', R: 'violet', X: 'gray' };
const msg = (e: unknown, padrao: string) => (e instanceof Error && e.message ? e.message : padrao);
const guardado = (o: string) => void toast.info('Sem conexão com o servidor', `${o} guardado no aparelho: será enviado quando a conexão voltar`);

export function ComandaPage() {
  const mesaId = Number(useParams().id);
  const navigate = useNavigate();
  const perfil = useSession((s) => s.user?.perfil);
  const { mesa, venda, itens, carregando, naoEncontrada, semConexao, setSt } = useComanda(mesaId);
  const [dialogo, setDialogo] = useState<'nome' | 'fechar' | 'cancelarMesa' | 'picker' | null>(null);
  const [removendo, setRemovendo] = useState<ItemDTO | null>(null);
  const [operacao, setOperacao] = useState<Operacao | null>(null);

  if (carregando) return <Center py="xl"><Loader /></Center>;
  if (naoEncontrada || !mesa) {
    return (
      <Stack align="center" py="xl">
        <Title order={3}>{semConexao && !naoEncontrada ? 'Sem conexão com o servidor' : 'Mesa não encontrada'}</Title>
        {semConexao && !naoEncontrada && <Text c="dimmed" ta="center">Não foi possível carregar a mesa. Tentando novamente...</Text>}
        <PendentesList mesaId={mesaId} />
        <Button leftSection={<IconArrowLeft size={16} />} variant="light" onClick={() => navigate('/')}>Voltar</Button>
      </Stack>
    );
  }

  const s = situacaoComanda(mesa.situacao);
  const pediuConta = s === 'P';
  const gestor = ehGestor(perfil);
  const podeCriar = temPermissao(perfil, 'create_sales');
  const podeFechar = temPermissao(perfil, 'close_sales');
  const podePedirConta = temPermissao(perfil, 'open_close_tables');
  const podeTransferir = temPermissao(perfil, 'transfer_items');
  const podeVerHistorico = temPermissao(perfil, 'view_history');

  async function abrir(): Promise<number | null> {
    try {
      const v = await api.abrirComanda(mesaId);
      setSt((st) => ({ ...st, venda: v, itens: [] }));
      toast.ok('Comanda aberta com sucesso!');
      return v.id;
    } catch (e) {
      toast.erro('Erro ao abrir comanda', msg(e, 'Tente novamente'));
      return null;
    }
  }

  async function adicionar(item: ItemEscolhido, info: { nome: string; total: number }): Promise<boolean> {
    // adding with no open tab opens one first (spec 4.1)
    const vendaId = venda?.id ?? (await abrir());
    if (!vendaId) return false;
    try {
      const criado = await enviarOuEnfileirar((k) => api.adicionarItem(vendaId, item, k), {
        tipo: 'item', metodo: 'POST', path: `/api/vendas/${vendaId}/itens`, body: item, mesaId, vendaId,
        rotulo: `${item.quantidade}x ${info.nome}`, total: info.total,
      });
      if (criado === PENDENTE) return guardado('Item'), true;
      setSt((st) => ({ ...st, itens: st.itens.some((i) => i.id === criado.id) ? st.itens : [...st.itens, criado] }));
      toastDesfazer('Item adicionado ao pedido!', `${criado.quantidade}x ${criado.produto_nome}`, () => void desfazer(criado));
      return true;
    } catch (e) {
      toast.erro('Erro ao adicionar item', msg(e, 'Tente novamente'));
      return false;
    }
  }

  // undoing a fresh add asks no reason: it removes the item just added
  async function desfazer(i: ItemDTO) {
    try {
      const v = await api.removerItem(i.id);
      setSt((st) => ({ ...st, venda: v, itens: st.itens.filter((x) => x.id !== i.id) }));
    } catch (e) {
      toast.erro('Erro ao desfazer', msg(e, 'Tente novamente'));
    }
  }

  function removido(v: VendaDTO, itemId: number) {
    setSt((st) => ({ ...st, venda: v, itens: st.itens.filter((x) => x.id !== itemId) }));
    setRemovendo(null);
    toast.ok('Item removido do pedido!');
  }

  function operacaoFeita(op: Operacao, destinoId: number) {
    setOperacao(null);
    if (op === 'transferir') toast.ok('Itens transferidos!');
    else if (op === 'juntar') toast.ok('Mesas juntadas!');
    else {
      toast.ok('Comanda mudou de mesa!');
      navigate(`/mesa/${destinoId}`);
    }
  }

  async function salvarNome(nome: string) {
    try {
      const v = await enviarOuEnfileirar((k) => api.salvarNomeCliente(venda!.id, nome, k), {
        tipo: 'nome', metodo: 'PATCH', path: `/api/vendas/${venda!.id}`, body: { nome_cliente: nome }, mesaId, vendaId: venda!.id, rotulo: nome,
      });
      setDialogo(null);
      if (v === PENDENTE) return guardado('Nome do cliente');
      setSt((st) => ({ ...st, venda: v }));
      toast.ok('Nome do cliente atualizado!');
      setDialogo(null);
    } catch {
      toast.erro('Erro ao salvar nome', 'Tente novamente');
    }
  }

  async function status(situacao: 'P' | 'O') {
    try {
      const m =
        situacao === 'P' && venda
          ? await enviarOuEnfileirar((k) => api.alterarStatusMesa(mesaId, situacao, k), {
              tipo: 'conta', metodo: 'PATCH', path: `/api/mesas/${mesaId}/status`, body: { situacao }, mesaId, vendaId: venda.id, rotulo: 'Pedir Conta',
            })
          : await api.alterarStatusMesa(mesaId, situacao);
      if (m === PENDENTE) return guardado('Pedido de conta');
      setSt((st) => ({ ...st, mesa: m }));
      if (situacao === 'P') toast.ok('Cliente pediu a conta!');
      else toast.ok('Pedido de conta cancelado - Mesa voltou para ocupada');
    } catch (e) {
      if (situacao === 'O') toast.erro('Erro ao cancelar pedido de conta', msg(e, 'Tente novamente'));
      else toast.erro('Erro', msg(e, 'Falha ao atualizar status da mesa'));
    }
  }

  async function cancelarMesa() {
    try {
      await api.cancelarVenda(venda!.id);
      toast.ok('Mesa cancelada e liberada!');
      navigate('/');
    } catch (e) {
      toast.erro('Erro ao cancelar mesa', msg(e, 'Tente novamente'));
    }
  }

  return (
    <Stack gap="md" data-testid="page-comanda">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Button variant="subtle" px={6} onClick={() => navigate('/')} aria-label="Voltar"><IconArrowLeft size={18} /></Button>
          <div>
            <Title order={3}>{mesa.nome}</Title>
            <Text size="sm" c="dimmed">Capacidade: {mesa.capacidade} pessoas</Text>
          </div>
        </Group>
        <Badge size="lg" color={COR[s]} data-testid="mesa-status">{SITUACAO_MESA_LABEL[s]}</Badge>
      </Group>

      {pediuConta && (
        <Alert color="orange" icon={<IconAlertCircle size={18} />} title="Conta solicitada pelo cliente">
          Não é possível adicionar ou remover itens. Use as ações da mesa para liberar.
        </Alert>
      )}

      <Card withBorder radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={4}>Status da Comanda</Title>
          {venda && <Badge color="blue" variant="light">Comanda Aberta</Badge>}
        </Group>
        {!venda ? (
          <Stack align="center" py="md">
            <Text c="dimmed">Nenhuma comanda aberta para esta mesa</Text>
            {podeCriar && (s === 'L' || s === 'R') && (
              <Button leftSection={<IconReceipt size={18} />} onClick={async () => (await abrir()) && setDialogo('picker')}>Abrir Comanda</Button>
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
              Subtotal {formatBRL(venda.subtotal)} · Taxa de serviço ({venda.taxa_servico_percentual}%) {formatBRL(venda.taxa_servico)}
              {venda.desconto > 0 && ` · Desconto ${formatBRL(venda.desconto)}`}{venda.total_pago > 0 && ` · Pago ${formatBRL(venda.total_pago)}`}
            </Text>
            <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
              {podeCriar && !pediuConta && (
                <Button leftSection={<IconPlus size={18} />} onClick={() => setDialogo('picker')}>Adicionar Produto</Button>
              )}
              <Button variant="light" leftSection={<IconUser size={18} />} onClick={() => setDialogo('nome')} disabled={!podeCriar} data-testid="nome-cliente">
                {venda.nome_cliente}
              </Button>
              {!pediuConta && podePedirConta && (
                <Button variant="light" color="orange" leftSection={<IconReceipt size={18} />} onClick={() => status('P')}>Pedir Conta</Button>
              )}
              {podeFechar && (
                <Button color="green" leftSection={<IconCash size={18} />} onClick={() => setDialogo('fechar')}>Finalizar Conta</Button>
              )}
              <Button variant="light" color="gray" leftSection={<IconPrinter size={18} />} onClick={() => navigate(`/mesa/${mesaId}/conta/${venda.id}`)}>Imprimir Conta</Button>
              {pediuConta && gestor && (
                <Button variant="light" color="blue" onClick={() => status('O')}>Cancelar Pedido</Button>
              )}
              {gestor && (
                <Button variant="light" color="red" leftSection={<IconX size={18} />} onClick={() => setDialogo('cancelarMesa')}>Cancelar Mesa</Button>
              )}
              {podeTransferir && !pediuConta && (
                <>
                  <Button variant="light" color="grape" leftSection={<IconTransfer size={18} />} onClick={() => setOperacao('transferir')} disabled={itens.length === 0}>Transferir itens</Button>
                  <Button variant="light" color="grape" leftSection={<IconArrowsExchange size={18} />} onClick={() => setOperacao('mover')}>Mudar de mesa</Button>
                  <Button variant="light" color="grape" leftSection={<IconArrowsJoin size={18} />} onClick={() => setOperacao('juntar')}>Juntar mesas</Button>
                </>
              )}
            </Group>
          </Stack>
        )}
      </Card>

      <RecusadasAlert mesaId={mesaId} />
      {venda && <ItensList itens={itens} podeRemover={!pediuConta && podeCriar} onRemover={setRemovendo} />}
      <PendentesList mesaId={mesaId} />
      {venda && podeVerHistorico && <HistoricoTimeline vendaId={venda.id} versao={`${venda.total}|${venda.total_pago}|${venda.nome_cliente}|${itens.map((i) => `${i.id}:${i.quantidade}`).join(',')}|${mesa.situacao}`} />}
      <CancelarItemDialog item={removendo} perfil={perfil} onClose={() => setRemovendo(null)} onRemovido={removido} />
      {venda && <OperacaoDialog op={operacao} venda={venda} itens={itens} onClose={() => setOperacao(null)} onFeito={operacaoFeita} />}

      <ProdutoPicker aberto={dialogo === 'picker'} onClose={() => setDialogo(null)} onAdicionar={adicionar} />
      {venda && (
        <>
          <NomeClienteDialog aberto={dialogo === 'nome'} atual={venda.nome_cliente} onClose={() => setDialogo(null)} onSalvar={salvarNome} />
          <PagamentoDialog
            venda={venda}
            itens={itens}
            aberto={dialogo === 'fechar'}
            onClose={() => setDialogo(null)}
            onVenda={(v) => setSt((st) => ({ ...st, venda: v }))}
            onFechada={() => navigate('/')}
            onImprimir={() => navigate(`/mesa/${mesaId}/conta/${venda.id}`)}
          />
          <ConfirmarDialog
            aberto={dialogo === 'cancelarMesa'}
            titulo="Cancelar Mesa"
            texto="A comanda será cancelada e a mesa ficará livre. Deseja continuar?"
            confirmar="Cancelar Mesa"
            onClose={() => setDialogo(null)}
            onConfirmar={cancelarMesa}
          />
        </>
      )}
    </Stack>
  );
}

function Info({ rotulo, valor, destaque, testId }: { rotulo: string; valor: string; destaque?: boolean; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">{rotulo}</Text>
      <Text fw={destaque ? 800 : 600} fz={destaque ? 'lg' : 'sm'} data-testid={testId}>{valor}</Text>
    </div>
  );
}
