import { useEffect, useMemo, useState } from 'react';
import { create } from 'zustand';
import {
  textoAguardando,
  textoEstadoAgente,
  textoEstadoImpressora,
  type EstadoImpressao,
  type TipoImpressao,
} from '@comanda/shared';
import { api } from './api-client';

/** GET /api/impressoes/estado: any staff profile; the same picture the `impressao:estado` event carries. */
const buscarEstadoImpressao = () => api.get<EstadoImpressao>('/api/impressoes/estado');

interface ImpressaoState {
  /** null until the first answer: screens show nothing printer-related meanwhile */
  estado: EstadoImpressao | null;
  aplicar(estado: EstadoImpressao): void;
  carregar(): Promise<void>;
}

/**
 * The company's print agents and active printers, live (issue 23). In lib/ because the kitchen, the map, the tab, the
 * cash-up and Settings all read it; kept current by `useImpressaoTempoReal` (lib/impressao-tempo-real.ts).
 */
export const useImpressao = create<ImpressaoState>((set) => ({
  estado: null,
  aplicar: (estado) => set({ estado }),
  carregar: () =>
    buscarEstadoImpressao()
      .then((estado) => set({ estado }))
      // the indicator just stays as it was; the next event or reconnect brings the state
      .catch(() => undefined),
}));

/** Whether some active printer prints this kind of job (the 'Reimprimir' and 'Imprimir na impressora' buttons). */
export const useImprimeTipo = (tipo: TipoImpressao) =>
  useImpressao((s) => !!s.estado?.impressoras.some((i) => i.tipos.includes(tipo)));

export interface ResumoImpressao {
  /** every agent connected and every printer online with an empty queue */
  ok: boolean;
  /** the line a compact indicator shows: the first problem, or the agents' state when all is well */
  titulo: string;
  /** one line per agent and per printer, in the shared wording ('Impressora Cozinha offline há 3 min · 2 tickets aguardando') */
  linhas: string[];
}

/** What the status indicators say; null when the company has no active printer (they hide). */
export function resumirImpressao(estado: EstadoImpressao | null, agora: Date): ResumoImpressao | null {
  if (!estado || estado.impressoras.length === 0) return null;
  const agentes = estado.agentes.map((a) => ({ ok: a.conectado, texto: textoEstadoAgente(a, agora) }));
  if (agentes.length === 0) agentes.push({ ok: false, texto: 'Nenhum agente de impressão conectado' });
  // a printer no agent has reported yet (desde null: the agent learns it from its first job) is no alarm
  const impressoras = estado.impressoras.map((i) => ({
    ok: (i.online || i.desde == null) && i.aguardando === 0,
    texto: [textoEstadoImpressora(i, agora), textoAguardando(i.aguardando)].filter(Boolean).join(' · '),
  }));
  const todas = [...agentes, ...impressoras];
  const problema = todas.find((l) => !l.ok);
  return { ok: !problema, titulo: (problema ?? agentes[0]!).texto, linhas: todas.map((l) => l.texto) };
}

/** The summary, re-read every 30 s so 'há 3 min' keeps counting. */
export function useResumoImpressao(): ResumoImpressao | null {
  const estado = useImpressao((s) => s.estado);
  const [agora, setAgora] = useState(() => new Date());
  const visivel = !!estado && estado.impressoras.length > 0;
  useEffect(() => {
    if (!visivel) return;
    const t = setInterval(() => setAgora(new Date()), 30_000);
    return () => clearInterval(t);
  }, [visivel]);
  return useMemo(() => resumirImpressao(estado, agora), [estado, agora]);
}
