import { create } from 'zustand';
import { resumirMesas, type MesaDTO, type ResumoMesas, type VendaDTO } from '@comanda/shared';
import { api, type ApiError } from './api-client';
import { manter, mesmoSeIgual } from './manter';
import { CAMINHOS_MAPA, preCargasProntas } from './pre-carga';
import { STORAGE } from './storage';

// the map's sources; the store lives in lib/ because the tab screen's table picker reads it too
const listarMesas = () => api.get<MesaDTO[]>(CAMINHOS_MAPA.mesas);
const listarVendasAtivas = () => api.get<VendaDTO[]>(CAMINHOS_MAPA.vendas);
const buscarResumo = () => api.get<ResumoMesas>(CAMINHOS_MAPA.resumo);

const RESUMO_ZERO: ResumoMesas = { livre: 0, ocupada: 0, reservada: 0, bloqueada: 0, pediu_conta: 0 };

const porMesa = (mesas: MesaDTO[]) => Object.fromEntries(mesas.map((m) => [m.id, m]));
const vendaPorMesa = (vendas: VendaDTO[]) =>
  Object.fromEntries(vendas.filter((v) => v.mesa_id != null).map((v) => [v.mesa_id!, v]));

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
  /** the data came from the entry's early requests (lib/pre-carga.ts), before the socket joined */
  daPreCarga: boolean;
  carregar(): Promise<void>;
  aplicarMesa(m: MesaDTO): void;
  removerMesa(id: number): void;
  aplicarVenda(v: VendaDTO): void;
}

/** The map's first state: the early answers when they are all in by the time the staff app starts. */
function inicial() {
  const token = localStorage.getItem(STORAGE.userToken);
  const prontas = token
    ? preCargasProntas([CAMINHOS_MAPA.mesas, CAMINHOS_MAPA.vendas, CAMINHOS_MAPA.resumo], token)
    : undefined;
  const [mesas, vendas, resumo] = (prontas ?? [[], [], RESUMO_ZERO]) as [MesaDTO[], VendaDTO[], ResumoMesas];
  return {
    mesas: porMesa(mesas),
    vendas: vendaPorMesa(vendas),
    resumo,
    carregando: !prontas,
    carregandoResumo: !prontas,
    daPreCarga: !!prontas,
  };
}

export const useMesas = create<MesasState>((set) => ({
  ...inicial(),
  erro: null,
  desatualizado: false,
  async carregar() {
    const [mesas, vendas, resumo] = await Promise.allSettled([listarMesas(), listarVendasAtivas(), buscarResumo()]);
    const semRede = [mesas, vendas, resumo].some((r) => r.status === 'rejected' && (r.reason as ApiError).semConexao);
    set((s) => ({
      carregando: false,
      carregandoResumo: false,
      daPreCarga: false,
      desatualizado: semRede,
      // out of reach, the last known tables stay on screen, marked out of date
      erro:
        mesas.status === 'rejected' && !(semRede && Object.keys(s.mesas).length)
          ? (mesas.reason as Error).message
          : null,
      mesas: mesas.status === 'fulfilled' ? manter(s.mesas, porMesa(mesas.value)) : s.mesas,
      // the name filter works with an empty list when this call fails (spec 7.2); offline keeps the last known tabs
      vendas: vendas.status === 'fulfilled' ? manter(s.vendas, vendaPorMesa(vendas.value)) : semRede ? s.vendas : {},
      // a failed summary is recounted from the tables on this device (last known when offline)
      resumo:
        resumo.status === 'fulfilled'
          ? mesmoSeIgual(s.resumo, resumo.value)
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
