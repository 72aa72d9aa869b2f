import { z } from 'zod';
import { PERFIS } from '../rules/permissoes';
import { ativoSN, SimNao, texto } from './comum';
import { MODOS_PEDIDO_CLIENTE } from '../rules/pedidos-cliente';
import { MSG_CARTAO_REGRAS, valorDeRegraValido } from '../rules/tipos-venda';

/** A card rule's amount in BRL (issue 37): null turns it off. */
const valorDeRegra = (mensagem: string) =>
  z.number({ message: mensagem }).nullable().refine(valorDeRegraValido, mensagem);

const EMAIL_INVALIDO = 'E-mail inválido';
const fusoValido = (tz: string) => {
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const ALERTA = 'Tempo de alerta deve ser um número inteiro de 1 a 240 minutos';
const minutosAlerta = z.coerce.number({ message: ALERTA }).int(ALERTA).min(1, ALERTA).max(240, ALERTA);

/** PATCH /api/empresa: only non-empty fields are sent; at least one is needed. */
export const AtualizarEmpresaInput = z
  .object({
    fantasia: texto().min(1, 'Nome fantasia é obrigatório').max(120).optional(),
    razao_social: texto().max(200).optional(),
    cnpj: texto().max(20).optional(),
    telefone: texto().max(40).optional(),
    email: z
      .string()
      .trim()
      .max(200)
      .optional()
      .refine((v) => !v || z.email().safeParse(v).success, EMAIL_INVALIDO),
    endereco: texto().max(300).optional(),
    fuso_horario: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || fusoValido(v), 'Fuso horário inválido'),
    taxa_servico_percentual: z.coerce
      .number({ message: 'Taxa de serviço inválida' })
      .min(0, 'Taxa de serviço deve estar entre 0 e 30%')
      .max(30, 'Taxa de serviço deve estar entre 0 e 30%')
      .multipleOf(0.01, 'Taxa de serviço inválida')
      .optional(),
    // null clears the PIX key; the server checks the key's type
    chave_pix: texto().max(77).nullish(),
    pix_nome_recebedor: texto().max(25, 'Nome do recebedor com no máximo 25 caracteres').optional(),
    pix_cidade: texto().max(15, 'Cidade com no máximo 15 caracteres').optional(),
    alerta_amarelo_min: minutosAlerta.optional(),
    alerta_vermelho_min: minutosAlerta.optional(),
    /** diners' orders from the table card: off, approved by a waiter, or straight to production */
    pedidos_cliente: z.enum(MODOS_PEDIDO_CLIENTE, { message: 'Modo de pedidos inválido' }).optional(),
    /** diners may open the tab from the table card (those orders always wait for approval) */
    abrir_pelo_cliente: z.boolean({ message: 'abrir_pelo_cliente deve ser true ou false' }).optional(),
    /** numbered cards (issue 37): the most a card's items may total, in BRL; null: no limit */
    cartao_limite: valorDeRegra(MSG_CARTAO_REGRAS.limiteInvalido).optional(),
    /** numbered cards (issue 37): a card below it is charged the difference ('Consumação mínima'); null: off */
    consumacao_minima: valorDeRegra(MSG_CARTAO_REGRAS.consumacaoInvalida).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined && x !== ''), {
    message: 'Preencha pelo menos um campo para atualizar',
  });

export type AtualizarEmpresaInput = z.infer<typeof AtualizarEmpresaInput>;

/** A staff user's limits, shared by the schemas below and in admin.ts and by the user forms' maxLength. */
export const USUARIO_NOME_MAX = 120;
export const USUARIO_SENHA_MAX = 200;

/** PATCH /api/usuarios/:id: a blank or absent password keeps the old one. */
export const EditarUsuarioInput = z.object({
  nome: texto({ mensagem: 'Nome é obrigatório' }).min(1, 'Nome é obrigatório').max(USUARIO_NOME_MAX),
  email: z
    .string({ message: 'E-mail é obrigatório' })
    .trim()
    .toLowerCase()
    .min(1, 'E-mail é obrigatório')
    .pipe(z.email(EMAIL_INVALIDO)),
  perfil: z
    .string({ message: 'Perfil é obrigatório' })
    .trim()
    .toUpperCase()
    .pipe(z.enum(PERFIS, { message: 'Perfil inválido' })),
  ativo: ativoSN('Status é obrigatório'),
  senha: z
    .string()
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .refine((v) => !v || v.length >= 6, 'A senha deve ter pelo menos 6 caracteres'),
});
export type EditarUsuarioInput = z.infer<typeof EditarUsuarioInput>;

export const PERIODOS_VENDAS = ['hoje', 'semana', 'mes', 'todas'] as const;
export const PERIODOS_RELATORIO = ['hoje', 'ontem', 'semana', 'mes', 'trimestre', 'ano'] as const;
export type PeriodoRelatorio = (typeof PERIODOS_RELATORIO)[number];
export const PERIODO_LABEL: Record<PeriodoRelatorio, string> = {
  hoje: 'Hoje',
  ontem: 'Ontem',
  semana: 'Esta semana',
  mes: 'Este mês',
  trimestre: 'Este trimestre',
  ano: 'Este ano',
};

/** GET /api/vendas and /api/vendas/stats filters. */
export const FiltroVendasInput = z.object({
  periodo: z.enum(PERIODOS_VENDAS).default('todas'),
  situacao: z
    .enum(['A', 'F', 'C'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  busca: texto().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  /** keyset page: the `x-proximo-cursor` header of the previous page; deep pages cost the same as the first */
  cursor: z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z_\d{1,10}$/, 'Cursor inválido')
    .optional(),
});
export type FiltroVendasInput = z.infer<typeof FiltroVendasInput>;

export const PeriodoRelatorioInput = z.object({
  periodo: z.enum(PERIODOS_RELATORIO, { message: 'Período inválido' }).default('hoje'),
});

/** A staff user of the company (GET/POST /api/usuarios, PATCH /api/usuarios/:id). */
export const UsuarioDTO = z
  .object({ id: z.number(), nome: z.string(), email: z.string(), perfil: z.enum(PERFIS), ativo: SimNao })
  .meta({ id: 'UsuarioDTO' });
export type UsuarioDTO = z.infer<typeof UsuarioDTO>;

/** The company's identity fields, shared by its own settings and the platform admin's list. */
export const DadosEmpresaDTO = z.object({
  id: z.number(),
  fantasia: z.string(),
  razao_social: z.string().nullable(),
  cnpj: z.string().nullable(),
  endereco: z.string().nullable(),
  telefone: z.string().nullable(),
  email: z.string().nullable(),
  fuso_horario: z.string(),
});
export type DadosEmpresaDTO = z.infer<typeof DadosEmpresaDTO>;

/** GET/PATCH /api/empresa: the company plus its bill settings (service charge, PIX) and kitchen alerts. */
export const EmpresaConfigDTO = DadosEmpresaDTO.extend({
  taxa_servico_percentual: z.number(),
  chave_pix: z.string().nullable(),
  pix_nome_recebedor: z.string().nullable(),
  pix_cidade: z.string().nullable(),
  /** kitchen screen: a ticket turns amber, then red, after these many minutes */
  alerta_amarelo_min: z.number(),
  alerta_vermelho_min: z.number(),
  /** diners' orders from the table (issue 22): off, waiting for a waiter's approval, or straight to production */
  pedidos_cliente: z.enum(MODOS_PEDIDO_CLIENTE),
  /** diners may open the tab from the table's card (their orders then always wait for approval) */
  abrir_pelo_cliente: z.boolean(),
  /** numbered cards (issue 37): the per-card limit and the minimum spend, in BRL; null: off */
  cartao_limite: z.number().nullable(),
  consumacao_minima: z.number().nullable(),
}).meta({ id: 'EmpresaConfigDTO' });
export type EmpresaConfigDTO = z.infer<typeof EmpresaConfigDTO>;

/** GET /api/vendas/stats */
export const StatsVendas = z
  .object({
    total_valor: z.number(),
    total_vendas: z.number(),
    comandas_abertas: z.number(),
    comandas_fechadas: z.number(),
  })
  .meta({ id: 'StatsVendas' });
export type StatsVendas = z.infer<typeof StatsVendas>;
