import { z } from 'zod';
import { PERFIS } from '../rules/permissoes';

export const LoginInput = z.object({
  // the same message when the field is missing altogether (zod's own default is English)
  usuario: z.string('Usuário é obrigatório').trim().min(1, 'Usuário é obrigatório'),
  senha: z.string('Senha é obrigatória').min(1, 'Senha é obrigatória'),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const UsuarioSessao = z
  .object({ id: z.number(), nome: z.string(), perfil: z.enum(PERFIS), primeiro_acesso: z.boolean() })
  .meta({ id: 'UsuarioSessao' });
export type UsuarioSessao = z.infer<typeof UsuarioSessao>;

export const EmpresaSessao = z.object({ id: z.number(), fantasia: z.string() }).meta({ id: 'EmpresaSessao' });
export type EmpresaSessao = z.infer<typeof EmpresaSessao>;

/** POST /api/auth/login */
export const LoginResponse = z
  .object({ token: z.string(), user: UsuarioSessao, empresa: EmpresaSessao })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const AdminLoginInput = z.object({
  username: z.string('Usuário é obrigatório').trim().min(1, 'Usuário é obrigatório'),
  password: z.string('Senha é obrigatória').min(1, 'Senha é obrigatória'),
});
export type AdminLoginInput = z.infer<typeof AdminLoginInput>;

/** POST /api/admin/login */
export const AdminLoginResponse = z
  .object({
    token: z.string(),
    user: z.object({ nome: z.string(), username: z.string(), perfil: z.literal('admin') }),
    message: z.string(),
  })
  .meta({ id: 'AdminLoginResponse' });
export type AdminLoginResponse = z.infer<typeof AdminLoginResponse>;
