import { useNavigate, type NavigateFunction } from 'react-router-dom';
import type { ItemDTO } from '@comanda/shared';
import { executarAcao } from '../../lib/acao';
import { toast } from '../../lib/notify';
import { toastDesfazer } from '../../lib/toast-desfazer';
import * as api from './api';
import { PENDENTE, enviarOuEnfileirar } from './escrita-offline';
import type { ItemEscolhido } from './produto-picker';
import type { Operacao } from './operacoes/mesa-destino';
import { cancelarItem as anularItem, reduzirItem } from './operacoes/api';
import type { Cancelamento } from './operacoes/cancelar-item-dialog';
import { aplicarItem, aplicarItemRemovido, aplicarMesa, aplicarReducao, aplicarVenda, useComandaStore } from './store';

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

/** The same product, flavours, add-ons, quantity and notes as a removed line (its 'Desfazer'). */
const escolhaDe = (i: ItemDTO): ItemEscolhido => ({
  produto_id: i.produto_id!,
  quantidade: i.quantidade,
  observacoes: i.observacoes ?? '',
  sabores: i.sabores.flatMap((s) => (s.sabor_id == null ? [] : [s.sabor_id])),
  adicionais: i.adicionais.flatMap((a) =>
    a.adicional_id == null ? [] : [{ adicional_id: a.adicional_id, quantidade: a.quantidade }],
  ),
  ...(i.cliente_nome ? { cliente_nome: i.cliente_nome } : {}),
});

/**
 * A free removal (inside the undo window): queued on the device when offline ('pendente'), and its toast offers
 * 'Desfazer', which adds the same line again.
 */
async function removerLivre(mesaId: number, i: ItemDTO) {
  const rotulo = `${i.quantidade}x ${i.produto_nome}`;
  const r = await enviarOuEnfileirar((k) => api.removerItem(i.id, k), {
    tipo: 'remocao',
    metodo: 'DELETE',
    path: api.rotas.item(i.id),
    mesaId,
    vendaId: i.venda_id,
    rotulo,
    itemId: i.id,
  });
  if (r === PENDENTE) return guardado('Pedido de remoção');
  aplicarItemRemovido(r, i.id);
  if (i.produto_id == null) return void toast.ok('Item removido do pedido!');
  toastDesfazer('Item removido do pedido!', rotulo, () => {
    const total = i.total;
    void adicionar(mesaId, escolhaDe(i), { nome: i.produto_nome, total });
  });
}

/**
 * The void dialog's answer: remove the line or lower its quantity. A void that needs a reason or approval goes only
 * online (offline it fails with 'Sem conexão com o servidor'); errors throw for the dialog to show.
 */
async function cancelar(mesaId: number, i: ItemDTO, { livre, quantidade, motivo, aprovador }: Cancelamento) {
  if (quantidade != null) {
    const v = await reduzirItem(i.id, { quantidade, motivo, aprovador });
    aplicarReducao(v, i.id, quantidade);
    return void toast.ok('Quantidade reduzida!', `${quantidade}x ${i.produto_nome}`);
  }
  if (livre) return removerLivre(mesaId, i);
  aplicarItemRemovido(await anularItem(i.id, { motivo, aprovador }), i.id);
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
    cancelar: (item: ItemDTO, c: Cancelamento) => cancelar(mesaId, item, c),
    operacaoFeita: (op: Operacao, destinoId: number) => operacaoFeita(navigate, op, destinoId),
    salvarNome: (nome: string) => salvarNome(mesaId, nome),
    status: (situacao: 'P' | 'O') => status(mesaId, situacao),
    cancelarMesa: () => cancelarMesa(navigate),
  };
}
