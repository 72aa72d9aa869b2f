import type { LoginResponse } from '@comanda/shared';
import { api } from '../../lib/api-client';

export const entrar = (usuario: string, senha: string) =>
  api.post<LoginResponse>('/api/auth/login', { usuario, senha });
