import { type ItemProducaoDTO, nomeDaMesa } from '@comanda/shared';
import { executarAcao } from '../lib/acao';
import { onReconectar, onStaffEvent } from '../lib/socket';
import { entregarItens } from './api';
import { useAlertas, type Alerta } from './alertas-store';
import { useProntos } from './prontos-store';

/** 'Mesa 07: 2 itens prontos', 'Entrega #31 — Ana: 1 item pronto' (the tab's label; older items only the table). */
const texto = (i: Pick<ItemProducaoDTO, 'mesa_numero' | 'comanda'>, n: number, estado: 'pronto' | 'entregue') =>
  `${i.comanda || (i.mesa_numero == null ? 'Balcão' : nomeDaMesa(i.mesa_numero))}: ${n} ${n === 1 ? `item ${estado}` : `itens ${estado}s`}`;
const quantidade = (itens: ItemProducaoDTO[]) => itens.reduce((s, i) => s + i.quantidade, 0);
const idPronto = (vendaId: number) => `pronto-${vendaId}`;
const prontosDaVenda = (vendaId: number) =>
  Object.values(useProntos.getState().itens).filter((i) => i.venda_id === vendaId);

/** The banner's 'Entregue': every item of that tab still waiting for a waiter. */
export async function entregarProntos(vendaId: number) {
  const itens = prontosDaVenda(vendaId);
  if (itens.length === 0) return useAlertas.getState().remover(idPronto(vendaId));
  const r = await executarAcao(() => entregarItens(itens.map((i) => i.id)), {
    ok: ['Entregue!', texto(itens[0]!, quantidade(itens), 'entregue')],
    erro: 'Não foi possível marcar como entregue',
  });
  if (r.ok) aplicar(r.valor, []);
}

/** Applies a change to the ready items; a tab with nothing left waiting loses its banner (delivered elsewhere). */
function aplicar(itens: ItemProducaoDTO[], removidos: number[]): ItemProducaoDTO[] {
  const novos = useProntos.getState().aplicar(itens, removidos);
  const alertas = useAlertas.getState();
  for (const a of alertas.alertas)
    if (a.tipo === 'pronto' && a.vendaId != null && prontosDaVenda(a.vendaId).length === 0) alertas.remover(a.id);
  return novos;
}

/**
 * 'Item pronto' for the shell's one alert listener (components/alertas.tsx): per tab with newly ready items, a banner
 * 'Mesa 07: 2 itens prontos' with 'Entregue', through the same signals as calls and bill requests. Keeps the ready
 * items store (the map's badges) current. Returns the unsubscribe functions.
 */
export function ouvirProntos(avisar: (a: Alerta) => void): (() => void)[] {
  void useProntos.getState().carregar();
  return [
    onStaffEvent('cozinha:item', ({ itens, removidos }) => {
      const novos = aplicar(itens, removidos);
      for (const vendaId of new Set(novos.map((i) => i.venda_id))) {
        const daVenda = prontosDaVenda(vendaId);
        avisar({
          id: idPronto(vendaId),
          tipo: 'pronto',
          vendaId,
          mesaNumero: daVenda[0]!.mesa_numero,
          texto: texto(daVenda[0]!, quantidade(daVenda), 'pronto'),
          desde: new Date().toISOString(),
        });
      }
    }),
    onReconectar(() => void useProntos.getState().carregar()),
  ];
}
