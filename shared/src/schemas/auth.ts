import { z } from 'zod';

export const LoginInput = z.object({
  usuario: z.string().trim().min(1, 'Usuário é obrigatório'),
  senha: z.string().min(1, 'Senha é obrigatória'),
});
export type LoginInput = z.infer<typeof LoginInput>;

export interface UsuarioSessao {
  id: number;
  nome: string;
  perfil: string;
  primeiro_acesso: boolean;
}
export interface EmpresaSessao {
  id: number;
  fantasia: string;
}
export interface LoginResponse {
  token: string;
  user: UsuarioSessao;
  empresa: EmpresaSessao;
}

export const AdminLoginInput = z.object({
  username: z.string().trim().min(1, 'Usuário é obrigatório'),
  password: z.string().min(1, 'Senha é obrigatória'),
});
export type AdminLoginInput = z.infer<typeof AdminLoginInput>;

export interface AdminLoginResponse {
  token: string;
  user: { nome: string; username: string; perfil: 'admin' };
  message: string;
}

/** Error body shape of every failed call. */
export interface ErroApi {
  error: string;
  message: string;
  details?: unknown;
}
