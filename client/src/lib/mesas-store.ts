import { create } from 'zustand';
import { resumirMesas, type MesaDTO, type ResumoMesas, type VendaDTO } from '@comanda/shared';
import { api, type ApiError } from './api-client';

// the map's sources; the store lives in lib/ because the tab screen's table picker reads it too
const listarMesas = () => api.get<MesaDTO[]>('/api/mesas');
const listarVendasAtivas = () => api.get<VendaDTO[]>('/api/vendas/ativas');
const buscarResumo = () => api.get<ResumoMesas>('/api/mesas/status-summary');

const RESUMO_ZERO: ResumoMesas = { livre: 0, ocupada: 0, reservada: 0, bloqueada: 0, pediu_conta: 0 };

interface MesasState {
  mesas: Record<number, MesaDTO>;
  /** open tab by table id */
  vendas: Record<number, VendaDTO>;
  resumo: ResumoMesas;
  carregando: boolean;
  carregandoResumo: boolean;
  erro: string | null;
  /** the last load failed: what is shown is the last known data (issue 16: never zeros) */
  desatualizado: boolean;
  carregar(): Promise<void>;
  aplicarMesa(m: MesaDTO): void;
  removerMesa(id: number): void;
  aplicarVenda(v: VendaDTO): void;
}

export const useMesas = create<MesasState>((set) => ({
  mesas: {},
  vendas: {},
  resumo: RESUMO_ZERO,
  carregando: true,
  carregandoResumo: true,
  erro: null,
  desatualizado: false,
  async carregar() {
    const [mesas, vendas, resumo] = await Promise.allSettled([listarMesas(), listarVendasAtivas(), buscarResumo()]);
    const semRede = [mesas, vendas, resumo].some((r) => r.status === 'rejected' && (r.reason as ApiError).semConexao);
    set((s) => ({
      carregando: false,
      carregandoResumo: false,
      desatualizado: semRede,
      // out of reach, the last known tables stay on screen, marked out of date
      erro:
        mesas.status === 'rejected' && !(semRede && Object.keys(s.mesas).length)
          ? (mesas.reason as Error).message
          : null,
      mesas: mesas.status === 'fulfilled' ? Object.fromEntries(mesas.value.map((m) => [m.id, m])) : s.mesas,
      // the name filter works with an empty list when this call fails (spec 7.2); offline keeps the last known tabs
      vendas:
        vendas.status === 'fulfilled'
          ? Object.fromEntries(vendas.value.filter((v) => v.mesa_id != null).map((v) => [v.mesa_id!, v]))
          : semRede
            ? s.vendas
            : {},
      // a failed summary is recounted from the tables on this device (last known when offline)
      resumo:
        resumo.status === 'fulfilled'
          ? resumo.value
          : mesas.status === 'fulfilled'
            ? resumirMesas(mesas.value)
            : Object.keys(s.mesas).length
              ? resumirMesas(Object.values(s.mesas))
              : RESUMO_ZERO,
    }));
  },
  // the summary follows the tables on this device; the server sends no separate summary event
  aplicarMesa: (m) =>
    set((s) => {
      const mesas = { ...s.mesas, [m.id]: m };
      return { mesas, resumo: resumirMesas(Object.values(mesas)) };
    }),
  removerMesa: (id) =>
    set((s) => {
      const { [id]: _, ...mesas } = s.mesas;
      return { mesas, resumo: resumirMesas(Object.values(mesas)) };
    }),
  aplicarVenda: (v) =>
    set((s) => {
      if (v.mesa_id == null) return s;
      const vendas = { ...s.vendas };
      if (v.situacao === 'A') vendas[v.mesa_id] = v;
      else if (vendas[v.mesa_id]?.id === v.id) delete vendas[v.mesa_id];
      return { vendas };
    }),
}));

export const mesasOrdenadas = (mesas: Record<number, MesaDTO>) =>
  Object.values(mesas).sort((a, b) => a.numero - b.numero);
