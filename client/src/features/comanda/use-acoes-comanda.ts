import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { ItemDTO, VendaDTO } from '@comanda/shared';
import { executarAcao } from '../../lib/acao';
import { toast } from '../../lib/notify';
import { toastDesfazer } from '../../lib/toast-desfazer';
import * as api from './api';
import { PENDENTE, enviarOuEnfileirar } from './escrita-offline';
import type { ItemEscolhido } from './produto-picker';
import type { Operacao } from './operacoes/mesa-destino';
import { aplicarItem, aplicarItemRemovido, aplicarMesa, aplicarVenda, useComandaStore } from './store';

const TENTE = 'Tente novamente';
const guardado = (o: string) =>
  void toast.info('Sem conexão com o servidor', `${o} guardado no aparelho: será enviado quando a conexão voltar`);
const vendaAtual = () => useComandaStore.getState().venda;

async function abrir(mesaId: number): Promise<number | null> {
  const r = await executarAcao(() => api.abrirComanda(mesaId), {
    ok: 'Comanda aberta com sucesso!',
    erro: 'Erro ao abrir comanda',
    padrao: TENTE,
  });
  if (!r.ok) return null;
  aplicarVenda(r.valor);
  return r.valor.id;
}

async function adicionar(mesaId: number, item: ItemEscolhido, info: { nome: string; total: number }): Promise<boolean> {
  // adding with no open tab opens one first (spec 4.1)
  const vendaId = vendaAtual()?.id ?? (await abrir(mesaId));
  if (!vendaId) return false;
  const r = await executarAcao(
    () =>
      enviarOuEnfileirar((k) => api.adicionarItem(vendaId, item, k), {
        tipo: 'item',
        metodo: 'POST',
        path: api.rotas.itens(vendaId),
        body: item,
        mesaId,
        vendaId,
        rotulo: `${item.quantidade}x ${info.nome}`,
        total: info.total,
      }),
    { erro: 'Erro ao adicionar item', padrao: TENTE },
  );
  if (!r.ok) return false;
  if (r.valor === PENDENTE) return (guardado('Item'), true);
  const criado = r.valor;
  aplicarItem(criado);
  toastDesfazer(
    'Item adicionado ao pedido!',
    `${criado.quantidade}x ${criado.produto_nome}`,
    () => void desfazer(criado),
  );
  return true;
}

// undoing a fresh add asks no reason: it removes the item just added
async function desfazer(i: ItemDTO) {
  const r = await executarAcao(() => api.removerItem(i.id), { erro: 'Erro ao desfazer', padrao: TENTE });
  if (r.ok) aplicarItemRemovido(r.valor, i.id);
}

function removido(v: VendaDTO, itemId: number) {
  aplicarItemRemovido(v, itemId);
  toast.ok('Item removido do pedido!');
}

function operacaoFeita(navigate: NavigateFunction, op: Operacao, destinoId: number) {
  if (op === 'transferir') toast.ok('Itens transferidos!');
  else if (op === 'juntar') toast.ok('Mesas juntadas!');
  else {
    toast.ok('Comanda mudou de mesa!');
    navigate(`/mesa/${destinoId}`);
  }
}

/** true once answered (saved or queued): the dialog closes */
async function salvarNome(mesaId: number, nome: string): Promise<boolean> {
  const vendaId = vendaAtual()!.id;
  const r = await executarAcao(
    () =>
      enviarOuEnfileirar((k) => api.salvarNomeCliente(vendaId, nome, k), {
        tipo: 'nome',
        metodo: 'PATCH',
        path: api.rotas.venda(vendaId),
        body: { nome_cliente: nome },
        mesaId,
        vendaId,
        rotulo: nome,
      }),
    { ok: (v) => (v === PENDENTE ? null : 'Nome do cliente atualizado!'), erro: ['Erro ao salvar nome', TENTE] },
  );
  if (!r.ok) return false;
  if (r.valor === PENDENTE) guardado('Nome do cliente');
  else aplicarVenda(r.valor);
  return true;
}

/** 'Pedir Conta' (queued offline when there is a tab) and 'Cancelar Pedido' */
async function status(mesaId: number, situacao: 'P' | 'O') {
  const venda = vendaAtual();
  const r = await executarAcao(
    () =>
      situacao === 'P' && venda
        ? enviarOuEnfileirar((k) => api.alterarStatusMesa(mesaId, situacao, k), {
            tipo: 'conta',
            metodo: 'PATCH',
            path: api.rotas.statusMesa(mesaId),
            body: { situacao },
            mesaId,
            vendaId: venda.id,
            rotulo: 'Pedir Conta',
          })
        : api.alterarStatusMesa(mesaId, situacao),
    situacao === 'O'
      ? { erro: 'Erro ao cancelar pedido de conta', padrao: TENTE }
      : { erro: 'Erro', padrao: 'Falha ao atualizar status da mesa' },
  );
  if (!r.ok) return;
  if (r.valor === PENDENTE) return guardado('Pedido de conta');
  aplicarMesa(r.valor);
  toast.ok(situacao === 'P' ? 'Cliente pediu a conta!' : 'Pedido de conta cancelado - Mesa voltou para ocupada');
}

async function cancelarMesa(navigate: NavigateFunction) {
  const vendaId = vendaAtual()!.id;
  const r = await executarAcao(() => api.cancelarVenda(vendaId), {
    ok: 'Mesa cancelada e liberada!',
    erro: 'Erro ao cancelar mesa',
    padrao: TENTE,
  });
  if (r.ok) navigate('/');
}

/** The tab screen's writes: each applies the server's answer to the store, or queues offline where the spec allows. */
export function useAcoesComanda(mesaId: number) {
  const navigate = useNavigate();
  return {
    abrir: () => abrir(mesaId),
    adicionar: (item: ItemEscolhido, info: { nome: string; total: number }) => adicionar(mesaId, item, info),
    removido,
    operacaoFeita: (op: Operacao, destinoId: number) => operacaoFeita(navigate, op, destinoId),
    salvarNome: (nome: string) => salvarNome(mesaId, nome),
    status: (situacao: 'P' | 'O') => status(mesaId, situacao),
    cancelarMesa: () => cancelarMesa(navigate),
  };
}
