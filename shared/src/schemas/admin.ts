import { z } from 'zod';
import { PERFIS } from '../rules/permissoes';
import { cnpjValido, somenteDigitosCnpj } from '../rules/cnpj';
import type { EmpresaDTO } from './gestao';
import { ativoSN } from './comum';

const EMAIL_INVALIDO = 'E-mail inválido';
const opcional = z
  .string()
  .trim()
  .max(200)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));
const emailOpcional = z
  .string()
  .trim()
  .max(200)
  .optional()
  .nullable()
  .refine((v) => !v || z.email().safeParse(v).success, EMAIL_INVALIDO)
  .transform((v) => (v ? v.toLowerCase() : null));
const cnpj = z
  .string()
  .trim()
  .optional()
  .nullable()
  .refine((v) => !v || cnpjValido(v), 'CNPJ inválido')
  .transform((v) => (v ? somenteDigitosCnpj(v) : null));
const ativo = ativoSN();

export const DadosEmpresaInput = z.object({
  fantasia: z.string({ message: 'Nome fantasia é obrigatório' }).trim().min(1, 'Nome fantasia é obrigatório').max(120),
  razao_social: opcional,
  cnpj,
  endereco: opcional,
  telefone: opcional,
  email: emailOpcional,
});

/** POST /api/admin/empresas: the company and its first administrator. */
export const CriarEmpresaComAdminInput = DadosEmpresaInput.extend({
  admin_nome: z
    .string({ message: 'Nome do administrador é obrigatório' })
    .trim()
    .min(1, 'Nome do administrador é obrigatório')
    .max(120),
  admin_email: z
    .string({ message: 'E-mail do administrador é obrigatório' })
    .trim()
    .toLowerCase()
    .min(1, 'E-mail do administrador é obrigatório')
    .pipe(z.email(EMAIL_INVALIDO)),
  admin_senha: z
    .string({ message: 'Senha do administrador é obrigatória' })
    .min(6, 'A senha deve ter pelo menos 6 caracteres')
    .max(200),
});
export type CriarEmpresaComAdminInput = z.infer<typeof CriarEmpresaComAdminInput>;

/** PUT /api/admin/empresas/:id: the six fields, plus the active flag. */
export const EditarEmpresaInput = DadosEmpresaInput.extend({ ativo: ativo.optional() });
export type EditarEmpresaInput = z.infer<typeof EditarEmpresaInput>;

/** A staff user as the platform administrator (or the company's own admin) creates it. */
export const NovoUsuarioInput = z.object({
  nome: z.string({ message: 'Nome é obrigatório' }).trim().min(1, 'Nome é obrigatório').max(120),
  email: z
    .string({ message: 'E-mail é obrigatório' })
    .trim()
    .toLowerCase()
    .min(1, 'E-mail é obrigatório')
    .pipe(z.email(EMAIL_INVALIDO)),
  senha: z.string({ message: 'Senha é obrigatória' }).min(6, 'A senha deve ter pelo menos 6 caracteres').max(200),
  perfil: z
    .string({ message: 'Perfil é obrigatório' })
    .trim()
    .toUpperCase()
    .pipe(z.enum(PERFIS, { message: 'Perfil inválido' })),
  ativo: ativo.default('S'),
});
export type NovoUsuarioInput = z.infer<typeof NovoUsuarioInput>;

export const NovoUsuarioPlataformaInput = NovoUsuarioInput.extend({
  empresa_id: z.coerce.number({ message: 'Empresa é obrigatória' }).int().positive('Empresa é obrigatória'),
});
export type NovoUsuarioPlataformaInput = z.infer<typeof NovoUsuarioPlataformaInput>;

/** A company as the platform administrator lists it (GET /api/admin/empresas). */
export interface AdminEmpresaDTO extends Omit<EmpresaDTO, 'alerta_amarelo_min' | 'alerta_vermelho_min'> {
  ativo: 'S' | 'N';
  ativa: boolean;
  data_cadastro: string;
  total_usuarios: number;
  total_mesas: number;
}

export interface CriarEmpresaComAdminResposta {
  empresa: AdminEmpresaDTO;
  admin: { id: number; nome: string; email: string };
}

/** A staff user across companies (GET /api/admin/usuarios). */
export interface AdminUsuarioDTO {
  id: number;
  username: string;
  nome: string;
  email: string;
  perfil: string;
  ativo: 'S' | 'N';
  empresa_id: number;
  empresa_nome: string;
}

/** Platform facts for the 'Sistema' tab. */
export interface AdminSistemaDTO {
  versao: string;
  banco: string;
  adaptador_tempo_real: string;
  empresas: number;
  usuarios: number;
  comandas_abertas: number;
  sockets_conectados: number;
}

export interface AdminAuditoriaDTO {
  id: number;
  admin_nome: string;
  acao: string;
  alvo: string | null;
  detalhes: unknown;
  criado_em: string;
}

/** What a client sends (before the schemas' trimming and coercion). */
export type CriarEmpresaComAdminBody = z.input<typeof CriarEmpresaComAdminInput>;
export type EditarEmpresaBody = z.input<typeof EditarEmpresaInput>;
export type NovoUsuarioPlataformaBody = z.input<typeof NovoUsuarioPlataformaInput>;
