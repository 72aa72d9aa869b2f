import { z } from 'zod';
import { texto } from './comum';

/*
 * Printers and print jobs (issue 23): the printers of a company, the print agents that reach them on the restaurant's
 * network, and the durable outbox of jobs (`impressoes`) the agents print exactly once.
 */

/** What a printer prints: production tickets, voids, pre-bills, the cash-up, the DANFE NFC-e of an authorized note. */
export const TIPOS_IMPRESSAO = ['producao', 'cancelamento', 'conta', 'caixa', 'nfce'] as const;
export type TipoImpressao = (typeof TIPOS_IMPRESSAO)[number];
export const TIPO_IMPRESSAO_LABEL: Record<TipoImpressao, string> = {
  producao: 'Pedidos de produção',
  cancelamento: 'Cancelamentos',
  conta: 'Pré-conta',
  caixa: 'Fechamento de caixa',
  nfce: 'DANFE NFC-e',
};

/** A job's life: pendente → enviada (to an agent) → impressa; stale ones wait for a person (aguardando_decisao). */
export const SITUACOES_IMPRESSAO = [
  'pendente',
  'enviada',
  'impressa',
  'falhou',
  'aguardando_decisao',
  'descartada',
] as const;
export type SituacaoImpressao = (typeof SITUACOES_IMPRESSAO)[number];

/** Paper width in mm; its columns per line are the protocol's (impressao/protocolo.ts, colunasDaLargura). */
export const LARGURAS_PAPEL = [80, 58] as const;
export type LarguraPapel = (typeof LARGURAS_PAPEL)[number];

/** Code pages the agent can encode to; CP860 (Portuguese) is the default of Brazilian ESC/POS printers. */
export const PAGINAS_CODIGO = ['CP860', 'CP850', 'CP858', 'WINDOWS1252'] as const;
export type PaginaCodigo = (typeof PAGINAS_CODIGO)[number];

const NOME = 'Nome da impressora é obrigatório';
const HOST = 'Informe o endereço (IP ou nome) da impressora';
const PORTA = 'Porta deve ser um número entre 1 e 65535';
const ESTACOES = 'Estações inválidas';
const TIPOS = 'Informe o que a impressora imprime';

export const ImpressoraInput = z.object({
  nome: texto({ mensagem: NOME }).min(1, NOME).max(60, 'Nome com no máximo 60 caracteres'),
  host: z
    .string({ message: HOST })
    .trim()
    .min(1, HOST)
    .max(253, 'Endereço muito longo')
    .regex(/^[A-Za-z0-9.:\-[\]]+$/, 'Endereço inválido: use o IP ou o nome da impressora na rede'),
  porta: z.coerce.number({ message: PORTA }).int(PORTA).min(1, PORTA).max(65535, PORTA).default(9100),
  largura: z.union([z.literal(80), z.literal(58)], { message: 'Largura do papel deve ser 80 ou 58 mm' }),
  estacao_ids: z
    .array(z.number({ message: ESTACOES }).int(ESTACOES).positive(ESTACOES), { message: ESTACOES })
    .max(50, ESTACOES)
    .default([])
    .transform((v) => [...new Set(v)]),
  tipos: z
    .array(z.enum(TIPOS_IMPRESSAO, { message: 'Tipo de impressão inválido' }), { message: TIPOS })
    .min(1, TIPOS)
    .transform((v) => [...new Set(v)]),
  copias: z
    .number({ message: 'Cópias deve ser um número de 1 a 5' })
    .int('Cópias deve ser um número de 1 a 5')
    .min(1, 'Cópias deve ser um número de 1 a 5')
    .max(5, 'Cópias deve ser um número de 1 a 5')
    .default(1),
  ativa: z.boolean({ message: 'Ativa deve ser verdadeiro ou falso' }).default(true),
  pagina_codigo: z.enum(PAGINAS_CODIGO, { message: 'Página de código inválida' }).default('CP860'),
});
export type ImpressoraInput = z.infer<typeof ImpressoraInput>;

/** PATCH /api/impressoras/:id: any of the fields, at least one. */
export const AtualizarImpressoraInput = z
  .object({
    nome: ImpressoraInput.shape.nome.optional(),
    host: ImpressoraInput.shape.host.optional(),
    porta: z.coerce.number({ message: PORTA }).int(PORTA).min(1, PORTA).max(65535, PORTA).optional(),
    largura: ImpressoraInput.shape.largura.optional(),
    estacao_ids: z
      .array(z.number({ message: ESTACOES }).int(ESTACOES).positive(ESTACOES), { message: ESTACOES })
      .max(50, ESTACOES)
      .transform((v) => [...new Set(v)])
      .optional(),
    tipos: ImpressoraInput.shape.tipos.optional(),
    copias: z
      .number()
      .int()
      .min(1, 'Cópias deve ser um número de 1 a 5')
      .max(5, 'Cópias deve ser um número de 1 a 5')
      .optional(),
    ativa: ImpressoraInput.shape.ativa.unwrap().optional(),
    pagina_codigo: z.enum(PAGINAS_CODIGO, { message: 'Página de código inválida' }).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Informe ao menos um campo' });
export type AtualizarImpressoraInput = z.infer<typeof AtualizarImpressoraInput>;

/** A printer's live state, as its agent last reported it. aguardando: jobs not yet printed. */
export const EstadoImpressoraDTO = z
  .object({
    online: z.boolean(),
    /** since when it is online (or offline); null: never reported */
    desde: z.string().nullable(),
    aguardando: z.number(),
    erro: z.string().nullable(),
  })
  .meta({ id: 'EstadoImpressoraDTO' });
export type EstadoImpressoraDTO = z.infer<typeof EstadoImpressoraDTO>;

export const ImpressoraDTO = z
  .object({
    id: z.number(),
    nome: z.string(),
    host: z.string(),
    porta: z.number(),
    largura: z.union([z.literal(80), z.literal(58)]),
    estacao_ids: z.array(z.number()),
    tipos: z.array(z.enum(TIPOS_IMPRESSAO)),
    copias: z.number(),
    ativa: z.boolean(),
    pagina_codigo: z.enum(PAGINAS_CODIGO),
    estado: EstadoImpressoraDTO,
  })
  .meta({ id: 'ImpressoraDTO' });
export type ImpressoraDTO = z.infer<typeof ImpressoraDTO>;

const NOME_AGENTE = 'Nome do agente é obrigatório';
export const NovoAgenteInput = z.object({
  nome: texto({ mensagem: NOME_AGENTE }).min(1, NOME_AGENTE).max(60, 'Nome com no máximo 60 caracteres'),
});
export type NovoAgenteInput = z.infer<typeof NovoAgenteInput>;

/** POST /api/impressoras/agentes: the token is shown only this once (the server keeps its SHA-256). */
export const AgenteCriadoDTO = z.object({ id: z.number(), token: z.string() }).meta({ id: 'AgenteCriadoDTO' });
export type AgenteCriadoDTO = z.infer<typeof AgenteCriadoDTO>;

export const AgenteDTO = z
  .object({
    id: z.number(),
    nome: z.string(),
    conectado: z.boolean(),
    conectado_desde: z.string().nullable(),
    desconectado_desde: z.string().nullable(),
    criado_em: z.string(),
  })
  .meta({ id: 'AgenteDTO' });
export type AgenteDTO = z.infer<typeof AgenteDTO>;

/** GET /api/impressoes?situacao=: by default the jobs that need attention (aguardando_decisao, falhou, pendente). */
export const FiltroImpressoesInput = z.object({
  situacao: z.enum(SITUACOES_IMPRESSAO, { message: 'Situação inválida' }).optional(),
});
export type FiltroImpressoesInput = z.infer<typeof FiltroImpressoesInput>;

export const ImpressaoDTO = z
  .object({
    id: z.number(),
    impressora_id: z.number(),
    impressora_nome: z.string(),
    tipo: z.enum(TIPOS_IMPRESSAO),
    /** e.g. 'Mesa 07 — Cozinha' */
    resumo: z.string(),
    situacao: z.enum(SITUACOES_IMPRESSAO),
    tentativas: z.number(),
    criado_em: z.string(),
    ultimo_erro: z.string().nullable(),
  })
  .meta({ id: 'ImpressaoDTO' });
export type ImpressaoDTO = z.infer<typeof ImpressaoDTO>;

/** Reprints and 'send to printer': how many jobs were queued. */
export const ImpressoesCriadasDTO = z.object({ impressoes: z.number() }).meta({ id: 'ImpressoesCriadasDTO' });
export type ImpressoesCriadasDTO = z.infer<typeof ImpressoesCriadasDTO>;

const IMPRESSORA = 'Escolha a impressora';
const impressoraId = z.number({ message: IMPRESSORA }).int(IMPRESSORA).positive(IMPRESSORA);

/** POST /api/vendas/:id/imprimir-conta */
export const ImprimirContaInput = z.object({ impressora_id: impressoraId });
export type ImprimirContaInput = z.infer<typeof ImprimirContaInput>;

/** POST /api/vendas/:id/nfce/imprimir ('Imprimir DANFE'): the tab's authorized note again, on a chosen printer. */
export const ImprimirDanfeInput = z.object({ impressora_id: impressoraId });
export type ImprimirDanfeInput = z.infer<typeof ImprimirDanfeInput>;

/** POST /api/caixa/imprimir: the cash-up of today (default) or yesterday, in the company's zone. */
export const ImprimirCaixaInput = z.object({
  impressora_id: impressoraId,
  periodo: z.enum(['hoje', 'ontem'], { message: 'Período inválido: hoje ou ontem' }).default('hoje'),
});
export type ImprimirCaixaInput = z.infer<typeof ImprimirCaixaInput>;

/**
 * The staff event `impressao:estado` and GET /api/impressoes/estado (any staff profile): every agent's connection and
 * every ACTIVE printer's state, queue and what it prints (the UI offers 'Reimprimir' / 'Imprimir' from `tipos`).
 */
export const EstadoImpressaoDTO = z
  .object({
    agentes: z.array(
      z.object({ id: z.number(), nome: z.string(), conectado: z.boolean(), desde: z.string().nullable() }),
    ),
    impressoras: z.array(
      z.object({
        id: z.number(),
        nome: z.string(),
        online: z.boolean(),
        desde: z.string().nullable(),
        aguardando: z.number(),
        erro: z.string().nullable(),
        tipos: z.array(z.enum(TIPOS_IMPRESSAO)),
      }),
    ),
  })
  .meta({ id: 'EstadoImpressaoDTO' });
export type EstadoImpressaoDTO = z.infer<typeof EstadoImpressaoDTO>;
/** the payload of `impressao:estado` */
export type EstadoImpressao = EstadoImpressaoDTO;

/*
 * The agent protocol's messages (its namespace, handshake key, refusal code and print formatting are runtime code in
 * impressao/protocolo.ts). A job carries ready-to-render data, never bytes: the agent renders it as ESC/POS for the
 * printer's width and code page.
 */

/** One line of a production ticket or a void. */
export interface LinhaTicket {
  quantidade: number;
  produto: string;
  sabores: string[];
  adicionais: { nome: string; quantidade: number }[];
  observacoes: string | null;
}

export type ConteudoImpressao =
  | {
      tipo: 'producao' | 'cancelamento';
      estacao: string;
      mesa: number | null;
      /** what names the tab (rotuloComanda, issue 37); older jobs have only `mesa` */
      rotulo?: string;
      /** a delivery's phone, address, notes and payment to collect (issue 39: linhasDaEntrega) */
      entrega?: string[];
      garcom: string;
      /** ISO instant the items were sent; the agent prints it in the company's time zone */
      hora: string;
      fuso: string;
      reimpressao: boolean;
      itens: LinhaTicket[];
    }
  | {
      tipo: 'conta';
      empresa: string;
      mesa: number | null;
      /** what names the tab (rotuloComanda, issue 37); older jobs have only `mesa` */
      rotulo?: string;
      /** a delivery's phone, address, notes and payment to collect (issue 39: linhasDaEntrega) */
      entrega?: string[];
      cliente: string;
      abertura: string;
      fuso: string;
      itens: { quantidade: number; produto: string; total: number }[];
      subtotal: number;
      taxa_servico: number;
      desconto: number;
      /** a delivery's fee (issue 39), its own line; absent on other tabs */
      taxa_entrega?: number;
      /** a numbered card's minimum spend line ('Consumação mínima', issue 37), part of the total; absent when none */
      consumacao_minima?: number;
      total: number;
      pago: number;
      restante: number;
      /** the PIX "copia e cola" of the amount still due, printed as a QR code; null without a PIX key */
      pix: string | null;
    }
  | {
      tipo: 'caixa';
      empresa: string;
      /** 'Hoje', 'Ontem' */
      periodo: string;
      emitido_em: string;
      fuso: string;
      /** received per payment method, then change, service charge and discounts */
      linhas: { rotulo: string; valor: number }[];
      comandas: number;
      total: number;
    }
  | DanfeNfce;

/**
 * The DANFE NFC-e of an authorized note (issue 38), as SEFAZ's manual lays it out; the agent prints it and the server
 * draws the same as a PDF. Money in reais (2 decimals); dates ISO, printed in `fuso`.
 */
export interface DanfeNfce {
  tipo: 'nfce';
  ambiente: 'homologacao' | 'producao';
  /** Division I: the issuer */
  emitente: { razao_social: string; cnpj: string; inscricao_estadual: string; endereco: string | null };
  /** Division II: one line per item of the note */
  itens: {
    codigo: string;
    descricao: string;
    quantidade: number;
    unidade: string;
    valor_unitario: number;
    valor_total: number;
  }[];
  /** Division III: totals (acréscimos: the service charge, as vOutro), payments by their NFC-e name, change */
  valor_total: number;
  desconto: number;
  acrescimos: number;
  valor_pagar: number;
  pagamentos: { forma: string; valor: number }[];
  troco: number;
  /** Division IV: where to look the note up, and its access key (44 digits) */
  url_consulta: string;
  chave: string;
  /** Division V: the consumer's CPF (11 digits), or null ('CONSUMIDOR NÃO IDENTIFICADO') */
  cpf: string | null;
  /** Division VI: number, series, emission date, SEFAZ's protocol and its date */
  numero: string;
  serie: string;
  emitida_em: string;
  protocolo: string | null;
  autorizada_em: string | null;
  fuso: string;
  /** Division VII: the QR code's content (the SEFAZ URL with the note's parameters) */
  qrcode: string;
  /** what names the tab on the outbox's list ('Mesa 07') */
  rotulo?: string;
}

/** `impressao:job`, server → agent. */
export interface TrabalhoImpressao {
  id: number;
  impressora: {
    id: number;
    nome: string;
    host: string;
    porta: number;
    largura: LarguraPapel;
    pagina_codigo: PaginaCodigo;
    copias: number;
  };
  criado_em: string;
  /** ms the job may still wait for its printer; past that the agent reports `impressao:expirada` instead of printing */
  validade_ms: number | null;
  conteudo: ConteudoImpressao;
}

/** server → agent */
export interface AgenteServerEvents {
  'impressao:job': (job: TrabalhoImpressao) => void;
}

/** agent → server */
export interface AgenteClientEvents {
  /** the printer took every byte of the job (all copies) */
  'impressao:ok': (p: { id: number }) => void;
  /** an attempt failed; the agent keeps retrying with backoff */
  'impressao:erro': (p: { id: number; erro: string }) => void;
  /** the job outlived its validity while its printer was down: it waits for a person's decision */
  'impressao:expirada': (p: { id: number }) => void;
  /** a printer became reachable or unreachable */
  'impressao:impressora': (p: { id: number; online: boolean; erro: string | null }) => void;
}
