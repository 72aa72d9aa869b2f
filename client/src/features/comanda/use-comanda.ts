import { useCallback, useEffect } from 'react';
import { ApiError } from '../../lib/api-client';
import { onReconectar, onStaffEvent, useConexao } from '../../lib/socket';
import { onPendenteEnviado } from '../../lib/fila-offline';
import { buscarMesa, buscarVendaDaMesa, cancelarChamadaGarcom, listarCancelados, listarItens } from './api';
import * as st from './store';

async function carregar(mesaId: number) {
  try {
    const [mesa, venda] = await Promise.all([buscarMesa(mesaId), buscarVendaDaMesa(mesaId)]);
    const [itens, cancelados] = venda
      ? await Promise.all([listarItens(venda.id), listarCancelados(venda.id)])
      : [[], []];
    if (st.useComandaStore.getState().mesaId === mesaId) st.aplicarCarga(mesa, venda, itens, cancelados);
  } catch (e) {
    const naoEncontrada = e instanceof ApiError && (e.status === 404 || e.status === 400);
    if (st.useComandaStore.getState().mesaId === mesaId)
      st.aplicarFalhaDeCarga(naoEncontrada, e instanceof ApiError && e.semConexao);
  }
}

/** The order screen's data: REST first, then live socket events (5 s polling while the socket is down). */
export function useComanda(mesaId: number) {
  const estado = useConexao((s) => s.estado);
  const guardados = st.useComandaStore();
  // until the effect below takes this table, the store still holds the last one
  const dados = guardados.mesaId === mesaId ? guardados : { mesaId, ...st.INICIAL };
  const recarregar = useCallback(() => carregar(mesaId), [mesaId]);

  useEffect(() => {
    st.abrirMesa(mesaId);
    void recarregar();
    const offs = [
      onStaffEvent('mesa:atualizada', ({ mesa }) => st.aplicarMesa(mesa)),
      onStaffEvent('mesa:removida', ({ id }) => st.aplicarMesaRemovida(id)),
      onStaffEvent('venda:aberta', ({ venda }) => st.aplicarVenda(venda)),
      // a tab moved to another table leaves this one (issue 15)
      onStaffEvent('venda:atualizada', ({ venda }) => st.aplicarVenda(venda)),
      onStaffEvent('venda:itens-alterados', ({ venda, itens }) => st.aplicarItens(venda, itens)),
      onStaffEvent('venda:fechada', ({ venda }) => st.aplicarVenda(venda)),
      onStaffEvent('venda:cancelada', ({ venda }) => st.aplicarVenda(venda)),
      onStaffEvent('venda:item-adicionado', ({ venda, item }) => st.aplicarItem(item, venda)),
      onStaffEvent('venda:item-removido', ({ venda, itemId }) => st.aplicarItemRemovido(venda, itemId)),
      onStaffEvent('cozinha:item', ({ itens }) => st.aplicarProducao(itens)),
      onReconectar(() => void recarregar()),
      // a write queued offline reached the server: show the tab as the server has it
      onPendenteEnviado((p) => p.mesaId === mesaId && void recarregar()),
    ];
    return () => offs.forEach((off) => off());
  }, [recarregar, mesaId]);

  // opening the table's tab answers a waiter call (issue 15)
  const chamando = dados.mesa?.chamando_garcom === 'S';
  useEffect(() => {
    if (chamando) cancelarChamadaGarcom(mesaId).catch(() => {});
  }, [chamando, mesaId]);

  useEffect(() => {
    if (estado === 'conectado') return;
    const t = setInterval(() => void recarregar(), 5000);
    return () => clearInterval(t);
  }, [estado, recarregar]);

  return dados;
}
