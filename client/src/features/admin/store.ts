import { create } from 'zustand';
import { atualizarEmpresa, criarEmpresa, excluirEmpresa, listarEmpresas } from './api';
import { avisarErro } from './erros';
import type {
  AdminEmpresaDTO,
  CriarEmpresaComAdminBody,
  CriarEmpresaComAdminResposta,
  EditarEmpresaBody,
} from '@comanda/shared';
import type { Credenciais } from './tipos';

interface AdminState {
  empresas: Record<number, AdminEmpresaDTO>;
  /** first load of the dashboard still running */
  carregando: boolean;
  /** credentials of the last company created, until dismissed */
  credenciais: Credenciais | null;
  setCredenciais(c: Credenciais | null): void;
  carregarEmpresas(): Promise<void>;
  criarEmpresa(body: CriarEmpresaComAdminBody): Promise<CriarEmpresaComAdminResposta>;
  atualizarEmpresa(id: number, body: EditarEmpresaBody): Promise<void>;
  excluirEmpresa(id: number): Promise<void>;
  limpar(): void;
}

export const useAdmin = create<AdminState>((set, get) => ({
  empresas: {},
  carregando: true,
  credenciais: null,
  setCredenciais: (credenciais) => set({ credenciais }),
  async carregarEmpresas() {
    try {
      const lista = await listarEmpresas();
      set({ empresas: Object.fromEntries(lista.map((e) => [e.id, e])) });
    } catch (err) {
      avisarErro('Erro ao carregar empresas', err);
    } finally {
      set({ carregando: false });
    }
  },
  async criarEmpresa(body) {
    const res = await criarEmpresa(body);
    // the list carries counters (users, tables) the create response may not have
    await get().carregarEmpresas();
    return res;
  },
  async atualizarEmpresa(id, body) {
    await atualizarEmpresa(id, body);
    await get().carregarEmpresas();
  },
  async excluirEmpresa(id) {
    await excluirEmpresa(id);
    set((s) => {
      const { [id]: _, ...empresas } = s.empresas;
      return { empresas };
    });
  },
  limpar: () => set({ empresas: {}, carregando: true, credenciais: null }),
}));

/** By name. */
export const empresasOrdenadas = (empresas: Record<number, AdminEmpresaDTO>) =>
  Object.values(empresas).sort((a, b) => a.fantasia.localeCompare(b.fantasia, 'pt-BR') || a.id - b.id);
