import { z } from 'zod';
import { cnpjValido } from '../rules/cnpj';
import { cpfValido } from '../rules/pix';
import {
  AMBIENTES_FISCAIS,
  JUSTIFICATIVA_MAX,
  JUSTIFICATIVA_MIN,
  MODOS_EMISSAO,
  PROVEDORES_FISCAIS,
  SITUACOES_NOTA,
  cfopValido,
  ncmValido,
} from '../rules/fiscal';
import { dataHora, texto } from './comum';

/* NFC-e (issue 38): the company's fiscal settings, a product's fiscal data and a tab's note. */

const digitos = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s.\-/]/g, '') : v);

/** NCM, CFOP, ICMS and unit of a product (or the company's default for products without their own). */
export const DadosFiscais = z.object(
  {
    ncm: z.preprocess(digitos, z.string({ message: 'NCM é obrigatório' }).refine(ncmValido, 'NCM deve ter 8 dígitos')),
    cfop: z.preprocess(
      digitos,
      z
        .string({ message: 'CFOP é obrigatório' })
        .refine(cfopValido, 'CFOP deve ter 4 dígitos e começar com 5 (venda ao consumidor no estado)'),
    ),
    /** CSOSN (Simples Nacional: 102, 103, 300, 400, 500, 900) or CST (regime normal: 00, 20, 40, 41, 60…) */
    icms_situacao_tributaria: z
      .string({ message: 'Situação tributária do ICMS é obrigatória' })
      .regex(/^\d{2,3}$/, 'Situação tributária do ICMS deve ter 2 ou 3 dígitos (CST ou CSOSN)'),
    /** 0 nacional … 8 (the NF-e's orig) */
    icms_origem: z.coerce
      .number({ message: 'Origem do ICMS inválida' })
      .int('Origem do ICMS inválida')
      .min(0, 'Origem do ICMS deve ser de 0 a 8')
      .max(8, 'Origem do ICMS deve ser de 0 a 8'),
    unidade: texto({ mensagem: 'Unidade é obrigatória' })
      .min(1, 'Unidade é obrigatória')
      .max(6, 'Unidade com no máximo 6 caracteres'),
  },
  { message: 'Dados fiscais inválidos' },
);
export type DadosFiscais = z.infer<typeof DadosFiscais>;

export const DadosFiscaisDTO = z
  .object({
    ncm: z.string(),
    cfop: z.string(),
    icms_situacao_tributaria: z.string(),
    icms_origem: z.number(),
    unidade: z.string(),
  })
  .meta({ id: 'DadosFiscaisDTO' });
export type DadosFiscaisDTO = z.infer<typeof DadosFiscaisDTO>;

/**
 * PUT /api/fiscal/config (ADMIN). `token`: the provider's token, write-only — absent (or empty) keeps the stored one.
 */
export const FiscalConfigInput = z.object(
  {
    ativo: z.boolean({ message: 'Informe se a emissão está ativa' }),
    provedor: z.enum(PROVEDORES_FISCAIS, { message: 'Provedor fiscal inválido' }).default('focusnfe'),
    ambiente: z.enum(AMBIENTES_FISCAIS, { message: 'Ambiente deve ser homologacao ou producao' }),
    token: texto({ mensagem: 'Token inválido' })
      .max(200, 'Token com no máximo 200 caracteres')
      .regex(/^\S*$/, 'Token inválido')
      .optional(),
    cnpj: z.preprocess(
      digitos,
      z
        .string({ message: 'CNPJ é obrigatório' })
        .refine(cnpjValido, 'CNPJ inválido (confira os dígitos verificadores)'),
    ),
    inscricao_estadual: z.preprocess(
      digitos,
      z
        .string({ message: 'Inscrição estadual é obrigatória' })
        .regex(/^(\d{2,14}|ISENTO)$/i, 'Inscrição estadual deve ter de 2 a 14 dígitos ou ser ISENTO'),
    ),
    regime_tributario: z.union([z.literal(1), z.literal(2), z.literal(3)], {
      message: 'Regime tributário deve ser 1 (Simples Nacional), 2 (excesso de sublimite) ou 3 (normal)',
    }),
    emissao: z.enum(MODOS_EMISSAO, { message: 'Emissão deve ser automatica ou manual' }),
    padrao: DadosFiscais,
  },
  { message: 'Configuração fiscal inválida' },
);
export type FiscalConfigInput = z.infer<typeof FiscalConfigInput>;

/** What GET /api/fiscal/config answers: never the token, only whether one is stored. */
export const FiscalConfigDTO = z
  .object({
    ativo: z.boolean(),
    provedor: z.enum(PROVEDORES_FISCAIS),
    ambiente: z.enum(AMBIENTES_FISCAIS),
    token_configurado: z.boolean(),
    cnpj: z.string().nullable(),
    inscricao_estadual: z.string().nullable(),
    regime_tributario: z.number(),
    emissao: z.enum(MODOS_EMISSAO),
    padrao: DadosFiscaisDTO.nullable(),
  })
  .meta({ id: 'FiscalConfigDTO' });
export type FiscalConfigDTO = z.infer<typeof FiscalConfigDTO>;

/** What every screen may know of the settings (GET /api/fiscal/emissao): whether notes are emitted, and how. */
export const FiscalEmissaoDTO = z
  .object({ ativo: z.boolean(), emissao: z.enum(MODOS_EMISSAO), ambiente: z.enum(AMBIENTES_FISCAIS) })
  .meta({ id: 'FiscalEmissaoDTO' });
export type FiscalEmissaoDTO = z.infer<typeof FiscalEmissaoDTO>;

/** A CPF typed with or without punctuation; check digits checked; kept as 11 digits. */
export const CpfNota = z.preprocess(
  digitos,
  z.string({ message: 'CPF inválido' }).refine(cpfValido, 'CPF inválido (confira os dígitos verificadores)'),
);

/** POST /api/vendas/:id/nfce: emit (or resend) the tab's note, with the customer's CPF if given. */
export const EmitirNfceInput = z.object({ cpf: CpfNota.nullish() }, { message: 'Dados inválidos' }).default({});
export type EmitirNfceInput = z.infer<typeof EmitirNfceInput>;

export const CancelarNfceInput = z.object(
  {
    justificativa: texto({ mensagem: 'Informe a justificativa do cancelamento' })
      .min(JUSTIFICATIVA_MIN, `A justificativa deve ter de ${JUSTIFICATIVA_MIN} a ${JUSTIFICATIVA_MAX} caracteres`)
      .max(JUSTIFICATIVA_MAX, `A justificativa deve ter de ${JUSTIFICATIVA_MIN} a ${JUSTIFICATIVA_MAX} caracteres`),
  },
  { message: 'Informe a justificativa do cancelamento' },
);
export type CancelarNfceInput = z.infer<typeof CancelarNfceInput>;

const dia = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data deve estar no formato AAAA-MM-DD')
  .optional();

/** GET /api/fiscal/notas: by the note's creation day in the company's time zone (both ends included). */
export const ListarNotasQuery = z.object({
  de: dia,
  ate: dia,
  situacao: z.enum(SITUACOES_NOTA, { message: 'Situação inválida' }).optional(),
});
export type ListarNotasQuery = z.infer<typeof ListarNotasQuery>;

/** GET /api/fiscal/notas/xml.zip: the month (in the company's time zone) whose XMLs the accountant gets. */
export const XmlsDoMesQuery = z.object({
  mes: z
    .string({ message: 'Informe o mês (AAAA-MM)' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês deve estar no formato AAAA-MM'),
});
export type XmlsDoMesQuery = z.infer<typeof XmlsDoMesQuery>;

/** POST /api/public/comanda/:token/cpf (and /mesa/:codigo/cpf): the CPF the diner wants on the note; null removes it. */
export const CpfNotaPublicaInput = z.object({ cpf: CpfNota.nullable() }, { message: 'CPF inválido' });
export type CpfNotaPublicaInput = z.infer<typeof CpfNotaPublicaInput>;

/**
 * The note of a closed tab as its diner sees it (GET /api/public/comanda/:token/nota): only that tab's, only what a
 * receipt shows. 'pendente' while it is being emitted.
 */
export const NotaPublicaDTO = z
  .object({
    situacao: z.enum(SITUACOES_NOTA),
    numero: z.string().nullable(),
    serie: z.string().nullable(),
    chave: z.string().nullable(),
    url_consulta: z.string().nullable(),
    qrcode_url: z.string().nullable(),
    autorizada_em: dataHora.nullable(),
    ambiente: z.enum(AMBIENTES_FISCAIS),
  })
  .meta({ id: 'NotaPublicaDTO' });
export type NotaPublicaDTO = z.infer<typeof NotaPublicaDTO>;

/** A tab's NFC-e as staff see it. `mensagem`: SEFAZ's (or the provider's) reason of a rejection, or why it waits. */
export const NotaFiscalDTO = z
  .object({
    id: z.number(),
    venda_id: z.number(),
    mesa_numero: z.number().nullable(),
    situacao: z.enum(SITUACOES_NOTA),
    ref: z.string(),
    numero: z.string().nullable(),
    serie: z.string().nullable(),
    chave: z.string().nullable(),
    url_consulta: z.string().nullable(),
    qrcode_url: z.string().nullable(),
    /** SEFAZ's status code of the last answer (100 authorized, 135 cancelled, a rejection's code…) */
    codigo_sefaz: z.string().nullable(),
    mensagem: z.string().nullable(),
    cpf: z.string().nullable(),
    valor_total: z.number(),
    tentativas: z.number(),
    ambiente: z.enum(AMBIENTES_FISCAIS),
    criado_em: dataHora,
    autorizada_em: dataHora.nullable(),
    cancelada_em: dataHora.nullable(),
    /** until when 'Cancelar NFC-e' is allowed (30 minutes after authorization); null when not authorized */
    cancelavel_ate: dataHora.nullable(),
    /** the note's XML (and, when cancelled, the cancellation's) is stored here */
    xml_guardado: z.boolean(),
  })
  .meta({ id: 'NotaFiscalDTO' });
export type NotaFiscalDTO = z.infer<typeof NotaFiscalDTO>;
