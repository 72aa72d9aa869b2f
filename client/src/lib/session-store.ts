import { create } from 'zustand';
import type { EmpresaSessao, LoginResponse, UsuarioSessao } from '@comanda/shared';
import { STORAGE } from './storage';

interface SessionState {
  token: string | null;
  user: UsuarioSessao | null;
  empresa: EmpresaSessao | null;
  entrar(res: LoginResponse): void;
  sair(): void;
}

/** Restores the session from local storage; corrupt user data clears it (spec 4.4). */
function restaurar(): Pick<SessionState, 'token' | 'user' | 'empresa'> {
  const token = localStorage.getItem(STORAGE.userToken);
  const raw = localStorage.getItem(STORAGE.userData);
  if (!token || !raw) return { token: null, user: null, empresa: null };
  try {
    const user = JSON.parse(raw) as UsuarioSessao;
    const empresaRaw = localStorage.getItem(STORAGE.empresaData);
    return { token, user, empresa: empresaRaw ? (JSON.parse(empresaRaw) as EmpresaSessao) : null };
  } catch {
    console.error('Erro ao parse do usuário');
    limpar();
    return { token: null, user: null, empresa: null };
  }
}

function limpar() {
  localStorage.removeItem(STORAGE.userToken);
  localStorage.removeItem(STORAGE.userData);
  localStorage.removeItem(STORAGE.empresaData);
}

export const useSession = create<SessionState>((set) => ({
  ...restaurar(),
  entrar(res) {
    localStorage.setItem(STORAGE.userToken, res.token);
    localStorage.setItem(STORAGE.userData, JSON.stringify(res.user));
    localStorage.setItem(STORAGE.empresaData, JSON.stringify(res.empresa));
    set({ token: res.token, user: res.user, empresa: res.empresa });
  },
  sair() {
    limpar();
    set({ token: null, user: null, empresa: null });
  },
}));
