import { STORAGE } from '../../lib/storage';

export interface AdminUser {
  nome: string;
  username: string;
  perfil: string;
}

export function adminAtual(): AdminUser | null {
  if (!localStorage.getItem(STORAGE.adminToken)) return null;
  try {
    const u = JSON.parse(localStorage.getItem(STORAGE.adminUser) ?? 'null') as AdminUser | null;
    return u?.perfil === 'admin' ? u : null;
  } catch {
    return null;
  }
}

export function salvarAdmin(token: string, user: AdminUser) {
  localStorage.setItem(STORAGE.adminToken, token);
  localStorage.setItem(STORAGE.adminUser, JSON.stringify(user));
}

export function limparAdmin() {
  localStorage.removeItem(STORAGE.adminToken);
  localStorage.removeItem(STORAGE.adminUser);
}
