import { z } from 'zod';
import { PERFIS } from '../rules/permissoes';
import { cnpjValido, somenteDigitosCnpj } from '../rules/cnpj';
import { DadosEmpresaDTO, USUARIO_NOME_MAX, USUARIO_SENHA_MAX } from './gestao';
import { ativoSN, dataHora, SimNao, texto } from './comum';

const EMAIL_INVALIDO = 'E-mail inválido';
const opcional = texto()
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
const cnpj = texto()
  .optional()
  .nullable()
  .refine((v) => !v || cnpjValido(v), 'CNPJ inválido')
  .transform((v) => (v ? somenteDigitosCnpj(v) : null));
const ativo = ativoSN();

export const DadosEmpresaInput = z.object({
  fantasia: texto({ mensagem: 'Nome fantasia é obrigatório' }).min(1, 'Nome fantasia é obrigatório').max(120),
  razao_social: opcional,
  cnpj,
  endereco: opcional,
  telefone: opcional,
  email: emailOpcional,
});

/** POST /api/admin/empresas: the company and its first administrator. */
export const CriarEmpresaComAdminInput = DadosEmpresaInput.extend({
  admin_nome: texto({ mensagem: 'Nome do administrador é obrigatório' })
    .min(1, 'Nome do administrador é obrigatório')
    .max(USUARIO_NOME_MAX),
  admin_email: z
    .string({ message: 'E-mail do administrador é obrigatório' })
    .trim()
    .toLowerCase()
    .min(1, 'E-mail do administrador é obrigatório')
    .pipe(z.email(EMAIL_INVALIDO)),
  admin_senha: z
    .string({ message: 'Senha do administrador é obrigatória' })
    .min(6, 'A senha deve ter pelo menos 6 caracteres')
    .max(USUARIO_SENHA_MAX),
});
export type CriarEmpresaComAdminInput = z.infer<typeof CriarEmpresaComAdminInput>;

/** PUT /api/admin/empresas/:id: the six fields, plus the active flag. */
export const EditarEmpresaInput = DadosEmpresaInput.extend({ ativo: ativo.optional() });
export type EditarEmpresaInput = z.infer<typeof EditarEmpresaInput>;

/** A staff user as the platform administrator (or the company's own admin) creates it. */
export const NovoUsuarioInput = z.object({
  nome: texto({ mensagem: 'Nome é obrigatório' }).min(1, 'Nome é obrigatório').max(USUARIO_NOME_MAX),
  email: z
    .string({ message: 'E-mail é obrigatório' })
    .trim()
    .toLowerCase()
    .min(1, 'E-mail é obrigatório')
    .pipe(z.email(EMAIL_INVALIDO)),
  senha: z
    .string({ message: 'Senha é obrigatória' })
    .min(6, 'A senha deve ter pelo menos 6 caracteres')
    .max(USUARIO_SENHA_MAX),
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
export const AdminEmpresaDTO = DadosEmpresaDTO.extend({
  ativo: SimNao,
  ativa: z.boolean(),
  data_cadastro: dataHora,
  total_usuarios: z.number(),
  total_mesas: z.number(),
}).meta({ id: 'AdminEmpresaDTO' });
export type AdminEmpresaDTO = z.infer<typeof AdminEmpresaDTO>;

/** POST /api/admin/empresas: the new company and its first administrator. */
export const CriarEmpresaComAdminResposta = z
  .object({
    empresa: AdminEmpresaDTO,
    admin: z.object({ id: z.number(), nome: z.string(), email: z.string() }),
  })
  .meta({ id: 'CriarEmpresaComAdminResposta' });
export type CriarEmpresaComAdminResposta = z.infer<typeof CriarEmpresaComAdminResposta>;

/** A staff user across companies (GET /api/admin/usuarios). */
export const AdminUsuarioDTO = z
  .object({
    id: z.number(),
    username: z.string(),
    nome: z.string(),
    email: z.string(),
    perfil: z.enum(PERFIS),
    ativo: SimNao,
    empresa_id: z.number(),
    empresa_nome: z.string(),
  })
  .meta({ id: 'AdminUsuarioDTO' });
export type AdminUsuarioDTO = z.infer<typeof AdminUsuarioDTO>;

/** Platform facts for the 'Sistema' tab. */
export const AdminSistemaDTO = z
  .object({
    versao: z.string(),
    banco: z.string(),
    adaptador_tempo_real: z.string(),
    empresas: z.number(),
    usuarios: z.number(),
    comandas_abertas: z.number(),
    sockets_conectados: z.number(),
  })
  .meta({ id: 'AdminSistemaDTO' });
export type AdminSistemaDTO = z.infer<typeof AdminSistemaDTO>;

/** One platform-administrator write (GET /api/admin/auditoria); detalhes: what changed, shaped by acao. */
export const AdminAuditoriaDTO = z
  .object({
    id: z.number(),
    admin_nome: z.string(),
    acao: z.string(),
    alvo: z.string().nullable(),
    detalhes: z.unknown(),
    criado_em: dataHora,
  })
  .meta({ id: 'AdminAuditoriaDTO' });
export type AdminAuditoriaDTO = z.infer<typeof AdminAuditoriaDTO>;

/** What a client sends (before the schemas' trimming and coercion). */
export type CriarEmpresaComAdminBody = z.input<typeof CriarEmpresaComAdminInput>;
export type EditarEmpresaBody = z.input<typeof EditarEmpresaInput>;
export type NovoUsuarioPlataformaBody = z.input<typeof NovoUsuarioPlataformaInput>;
