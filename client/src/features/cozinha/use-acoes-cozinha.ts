import { useState } from 'react';
import { proximoStatusProducao, type ItemProducaoDTO } from '@comanda/shared';
import { executarAcao } from '../../lib/acao';
import { bumpTicket, cienteCancelamento, moverItem, reimprimirTicket } from './api';
import type { Ticket } from './producao';
import { useCozinha } from './store';
import { nomeMesa } from './ticket-card';

const DESFAZER_MS = 30_000;
const ERRO = { erro: 'Não foi possível atualizar' };

export type Desfazer = { ids: number[]; mesa: string; ate: number } | null;

/** The board's writes; each applies the server's answer to the kitchen store. A bump can be undone for 30 s. */
export function useAcoesCozinha(aoBump: () => void) {
  const aplicar = useCozinha((s) => s.aplicar);
  const [desfazer, setDesfazer] = useState<Desfazer>(null);

  async function avancar(i: ItemProducaoDTO) {
    const para = proximoStatusProducao(i.status);
    if (!para) return;
    const r = await executarAcao(() => moverItem(i.id, para), ERRO);
    if (r.ok) aplicar([r.valor]);
  }

  async function bump(t: Ticket) {
    const ids = t.itens
      .filter((i) => !i.cancelado && (i.status === 'pendente' || i.status === 'em_preparo'))
      .map((i) => i.id);
    if (ids.length === 0) return;
    const r = await executarAcao(() => bumpTicket(ids), ERRO);
    if (!r.ok) return;
    aplicar(r.valor);
    setDesfazer({ ids, mesa: nomeMesa(t), ate: Date.now() + DESFAZER_MS });
    aoBump();
  }

  async function recall() {
    if (!desfazer) return;
    const { ids } = desfazer;
    setDesfazer(null);
    const r = await executarAcao(() => Promise.all(ids.map((id) => moverItem(id, 'em_preparo'))), ERRO);
    if (r.ok) aplicar(r.valor);
  }

  async function ciente(i: ItemProducaoDTO) {
    const r = await executarAcao(() => cienteCancelamento(i.id), ERRO);
    if (r.ok) aplicar([], [i.id]);
  }

  async function reimprimir(t: Ticket) {
    await executarAcao(() => reimprimirTicket(t.id), {
      ok: ({ impressoes }) =>
        impressoes > 0
          ? ['Enviado para a impressora', `${nomeMesa(t)}: ticket reimpresso`]
          : ['Nenhuma impressora ativa', 'Nenhuma impressora ativa imprime esta estação'],
      erro: 'Não foi possível reimprimir',
    });
  }

  return { desfazer, setDesfazer, avancar, bump, recall, ciente, reimprimir };
}
