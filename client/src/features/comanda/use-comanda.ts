import { useCallback, useEffect, useState } from 'react';
import type { ItemDTO, MesaDTO, VendaDTO } from '@comanda/shared';
import { ApiError } from '../../lib/api-client';
import { onReconectar, onStaffEvent, useConexao } from '../../lib/socket';
import { onPendenteEnviado } from '../../lib/fila-offline';
import { buscarMesa, buscarVendaDaMesa, listarItens } from './api';
import { cancelarChamadaGarcom } from '../mesas/api';
import { comStatusAtualizado } from './status-producao';

export interface ComandaState {
  mesa: MesaDTO | null;
  venda: VendaDTO | null;
  itens: ItemDTO[];
  carregando: boolean;
  naoEncontrada: boolean;
  /** the last load could not reach the server: what is shown is the last known data */
  semConexao: boolean;
}

/** The order screen's data: REST first, then live socket events (5 s polling while the socket is down). */
export function useComanda(mesaId: number) {
  const [st, setSt] = useState<ComandaState>({ mesa: null, venda: null, itens: [], carregando: true, naoEncontrada: false, semConexao: false });
  const estado = useConexao((s) => s.estado);

  const carregar = useCallback(async () => {
    try {
      const [mesa, venda] = await Promise.all([buscarMesa(mesaId), buscarVendaDaMesa(mesaId)]);
      const itens = venda ? await listarItens(venda.id) : [];
      setSt({ mesa, venda, itens, carregando: false, naoEncontrada: false, semConexao: false });
    } catch (e) {
      if (e instanceof ApiError && (e.status === 404 || e.status === 400)) setSt((s) => ({ ...s, carregando: false, naoEncontrada: true, semConexao: false }));
      // out of reach is not 'não encontrada': keep what we had and say so
      else setSt((s) => ({ ...s, carregando: false, semConexao: e instanceof ApiError && e.semConexao }));
    }
  }, [mesaId]);

  useEffect(() => {
    void carregar();
    const daVenda = (v: VendaDTO) => v.mesa_id === mesaId;
    const offs = [
      onStaffEvent('mesa:atualizada', ({ mesa }) => mesa.id === mesaId && setSt((s) => ({ ...s, mesa }))),
      onStaffEvent('mesa:removida', ({ id }) => id === mesaId && setSt((s) => ({ ...s, naoEncontrada: true }))),
      onStaffEvent('venda:aberta', ({ venda }) => daVenda(venda) && setSt((s) => ({ ...s, venda, itens: [] }))),
      // a tab moved to another table leaves this one (issue 15)
      onStaffEvent('venda:atualizada', ({ venda }) =>
        setSt((s) => (daVenda(venda) ? { ...s, venda } : s.venda?.id === venda.id ? { ...s, venda: null, itens: [] } : s)),
      ),
      onStaffEvent('venda:itens-alterados', ({ venda, itens }) => daVenda(venda) && setSt((s) => ({ ...s, venda, itens }))),
      onStaffEvent('venda:fechada', ({ venda }) => daVenda(venda) && setSt((s) => (s.venda?.id === venda.id ? { ...s, venda: null, itens: [] } : s))),
      onStaffEvent('venda:cancelada', ({ venda }) => daVenda(venda) && setSt((s) => (s.venda?.id === venda.id ? { ...s, venda: null, itens: [] } : s))),
      onStaffEvent('venda:item-adicionado', ({ venda, item }) =>
        daVenda(venda) &&
        setSt((s) => ({ ...s, venda, itens: s.itens.some((i) => i.id === item.id) ? s.itens : [...s.itens, item] })),
      ),
      onStaffEvent('venda:item-removido', ({ venda, itemId }) =>
        daVenda(venda) && setSt((s) => ({ ...s, venda, itens: s.itens.filter((i) => i.id !== itemId) })),
      ),
      // production status changes (kitchen, bar, a waiter delivering) keep the item badges current
      onStaffEvent('cozinha:item', ({ itens }) =>
        setSt((s) => {
          const novos = comStatusAtualizado(s.itens, itens);
          return novos === s.itens ? s : { ...s, itens: novos };
        }),
      ),
      onReconectar(() => void carregar()),
      // a write queued offline reached the server: show the tab as the server has it
      onPendenteEnviado((p) => p.mesaId === mesaId && void carregar()),
    ];
    return () => offs.forEach((off) => off());
  }, [carregar, mesaId]);

  // opening the table's tab answers a waiter call (issue 15)
  const chamando = st.mesa?.chamando_garcom === 'S';
  useEffect(() => {
    if (chamando) cancelarChamadaGarcom(mesaId).catch(() => {});
  }, [chamando, mesaId]);

  useEffect(() => {
    if (estado === 'conectado') return;
    const t = setInterval(() => void carregar(), 5000);
    return () => clearInterval(t);
  }, [estado, carregar]);

  return { ...st, setSt, carregar };
}
