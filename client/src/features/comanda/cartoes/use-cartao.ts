import { useCallback, useEffect, useRef, useState } from 'react';
import { temPermissao, type ItemDTO, type ItemProducaoDTO, type VendaDTO } from '@comanda/shared';
import { ApiError } from '../../../lib/api-client';
import { executarAcao } from '../../../lib/acao';
import { onStaffEvent, seguirConexao } from '../../../lib/socket';
import { useSession } from '../../../lib/session-store';
import { listarCancelados, listarItens } from '../api';
import { abrirCartao, vendaDoCartao } from './api';

/** What the card's page shows: its open tab, or why there is none. */
export type EstadoCartao =
  | { tipo: 'carregando' }
  | { tipo: 'aberta'; venda: VendaDTO; itens: ItemDTO[]; cancelados: ItemProducaoDTO[]; nova: boolean }
  | { tipo: 'livre' }
  | { tipo: 'encerrada'; venda: VendaDTO }
  | { tipo: 'erro'; mensagem: string; semConexao: boolean };

async function carregarAberta(venda: VendaDTO, nova: boolean): Promise<EstadoCartao> {
  // a tab this page has just opened has nothing yet: one round trip less on a 4G phone (bench:cartao); what another
  // phone adds from now on arrives as events
  if (nova) return { tipo: 'aberta', venda, itens: [], cancelados: [], nova };
  const [itens, cancelados] = await Promise.all([listarItens(venda.id), listarCancelados(venda.id)]);
  return { tipo: 'aberta', venda, itens, cancelados, nova };
}

/** Applies a tab event to the card's state: only this tab's, and its end (closed, cancelled, moved to another card). */
function comVenda(s: EstadoCartao, venda: VendaDTO, itens?: (i: ItemDTO[]) => ItemDTO[]): EstadoCartao {
  if (s.tipo !== 'aberta' || s.venda.id !== venda.id) return s;
  if (venda.situacao !== 'A' || venda.tipo !== 'cartao' || venda.numero !== s.venda.numero)
    return { tipo: 'encerrada', venda };
  return { ...s, venda, itens: itens ? itens(s.itens) : s.itens };
}

/** Live updates of the open tab, from the same staff events as a table's tab. */
function useEventosDoCartao(setEstado: (f: (s: EstadoCartao) => EstadoCartao) => void, recarregar: () => void) {
  useEffect(() => {
    const aplicar = ({ venda }: { venda: VendaDTO }) => setEstado((s) => comVenda(s, venda));
    const offs = [
      onStaffEvent('venda:atualizada', aplicar),
      onStaffEvent('venda:fechada', aplicar),
      onStaffEvent('venda:cancelada', aplicar),
      onStaffEvent('venda:item-adicionado', ({ venda, item }) =>
        setEstado((s) => comVenda(s, venda, (i) => (i.some((x) => x.id === item.id) ? i : [...i, item]))),
      ),
      onStaffEvent('venda:item-removido', ({ venda, itemId }) =>
        setEstado((s) => comVenda(s, venda, (i) => i.filter((x) => x.id !== itemId))),
      ),
      onStaffEvent('venda:itens-alterados', ({ venda, itens }) => setEstado((s) => comVenda(s, venda, () => itens))),
      onStaffEvent('cozinha:item', ({ itens }) =>
        setEstado((s) => {
          if (s.tipo !== 'aberta') return s;
          const status = new Map(itens.filter((m) => !m.cancelado).map((m) => [m.id, m.status]));
          return {
            ...s,
            itens: s.itens.map((i) => (status.has(i.id) ? { ...i, status_producao: status.get(i.id)! } : i)),
          };
        }),
      ),
      seguirConexao(recarregar, 5_000, false),
    ];
    return () => offs.forEach((off) => off());
  }, [setEstado, recarregar]);
}

/**
 * A numbered card's tab (issue 37): the card's open tab; a free card is opened on the spot by whoever may open tabs
 * (the waiter lands on it ready to add items), and only shown as free to the cashier.
 */
export function useCartao(numero: number) {
  const podeAbrir = temPermissao(
    useSession((s) => s.user?.perfil),
    'create_sales',
  );
  const [estado, setEstado] = useState<EstadoCartao>({ tipo: 'carregando' });
  // only landing on the card opens it: a reload after its tab ended (a reconnection) does not open another
  const abrirAoChegar = useRef(true);

  const carregar = useCallback(async () => {
    try {
      const venda = await vendaDoCartao(numero);
      const abrir = abrirAoChegar.current && podeAbrir;
      abrirAoChegar.current = false;
      if (venda) return setEstado(await carregarAberta(venda, false));
      if (!abrir) return setEstado((s) => (s.tipo === 'encerrada' ? s : { tipo: 'livre' }));
      // a 409 is a card in use (another waiter opened it a moment earlier: that tab is this card's) or blocked (its
      // open tab, if any, is still served; otherwise the page says why): the page shows it, no toast
      const r = await executarAcao(() => abrirCartao(numero), {
        erro: 'Erro ao abrir o cartão',
        calar: (e) => e instanceof ApiError && e.status === 409,
      });
      const outra = r.ok ? null : await vendaDoCartao(numero).catch(() => null);
      if (r.ok || outra) setEstado(await carregarAberta(r.ok ? r.valor : outra!, r.ok));
      else setEstado({ tipo: 'erro', mensagem: (r.erro as Error).message, semConexao: false });
    } catch (e) {
      setEstado({
        tipo: 'erro',
        mensagem: (e as Error).message,
        semConexao: e instanceof ApiError && e.semConexao,
      });
    }
  }, [numero, podeAbrir]);

  const recarregar = useCallback(() => void carregar(), [carregar]);
  useEffect(() => {
    abrirAoChegar.current = true;
    setEstado({ tipo: 'carregando' });
    recarregar();
  }, [recarregar]);
  useEventosDoCartao(setEstado, recarregar);

  const aplicarVenda = useCallback((venda: VendaDTO) => setEstado((s) => comVenda(s, venda)), []);
  const aplicarItem = useCallback(
    (item: ItemDTO) =>
      setEstado((s) =>
        s.tipo === 'aberta' && !s.itens.some((i) => i.id === item.id) ? { ...s, itens: [...s.itens, item] } : s,
      ),
    [],
  );
  return { estado, recarregar, aplicarVenda, aplicarItem, podeAbrir };
}
