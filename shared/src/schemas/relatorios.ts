import { z } from 'zod';
import { CANAIS_VENDA } from '../rules/entregas';
import { PERIODOS_RELATORIO, PeriodoRelatorioInput } from './gestao';
import { VendaDTO } from './vendas';

/** Per company: report e-mails are a convenience, not a mailing list (bounds the SMTP work one company can cause). */
export const AGENDAMENTOS_MAX = 10;
export const AGENDAMENTO_MAX_DESTINATARIOS = 10;

export const NovoAgendamentoInput = z.object({
  frequencia: z.enum(['diaria', 'semanal'], { message: 'Frequência inválida' }),
  periodo: z.enum(PERIODOS_RELATORIO, { message: 'Período inválido' }).default('ontem'),
  destinatarios: z
    .array(z.string().trim().toLowerCase().pipe(z.email('E-mail inválido')), {
      message: 'Informe pelo menos um destinatário',
    })
    .min(1, 'Informe pelo menos um destinatário')
    .max(AGENDAMENTO_MAX_DESTINATARIOS, `No máximo ${AGENDAMENTO_MAX_DESTINATARIOS} destinatários por agendamento`),
});
export type NovoAgendamentoInput = z.infer<typeof NovoAgendamentoInput>;

/*
 * Report responses: each a zod schema (the route's response contract and the OpenAPI document) and its type, under
 * one name. The server sends exactly these fields.
 */

const dinheiro = z.number();
const periodoLabel = z.string();

export const AgendamentoDTO = z.object({
  id: z.number(),
  frequencia: z.enum(['diaria', 'semanal']),
  periodo: z.string(),
  destinatarios: z.array(z.string()),
  ativo: z.boolean(),
  proximo_envio: z.string(),
  ultimo_envio: z.string().nullable(),
  ultimo_erro: z.string().nullable(),
});
export type AgendamentoDTO = z.infer<typeof AgendamentoDTO>;

/** Sales of one channel (issue 39: salão, balcão, cartão, entrega própria, iFood): closed tabs and their total. */
export const VendasPorCanal = z.object({
  canal: z.enum(CANAIS_VENDA),
  label: z.string(),
  quantidade: z.number(),
  valor: dinheiro,
});
export type VendasPorCanal = z.infer<typeof VendasPorCanal>;

/** GET /api/relatorios/vendas?periodo=&canal=: the channel filter narrows totals, hours and the list to one channel. */
export const RelatorioVendasQuery = PeriodoRelatorioInput.extend({
  canal: z.enum(CANAIS_VENDA, { message: 'Canal inválido' }).optional(),
});
export type RelatorioVendasQuery = z.infer<typeof RelatorioVendasQuery>;

/**
 * GET /api/relatorios/vendas. totalValor already includes the service charge and delivery fees; taxaServico,
 * descontos and taxaEntrega are apart; porCanal splits the period's sales by channel (every channel, zeros included).
 */
export const RelatorioVendas = z.object({
  totalValor: dinheiro,
  totalVendas: z.number(),
  ticketMedio: dinheiro,
  taxaServico: dinheiro,
  descontos: dinheiro,
  /** delivery fees (issue 39) */
  taxaEntrega: dinheiro,
  porCanal: z.array(VendasPorCanal),
  /** the channel the report was filtered by, if any */
  canal: z.enum(CANAIS_VENDA).nullable(),
  produtosDistintos: z.number(),
  periodo: z.enum(PERIODOS_RELATORIO),
  periodoLabel,
  /** the most recent closed tabs of the period (at most 100); the totals above cover every tab */
  vendas: z.array(VendaDTO),
  porHora: z.array(z.object({ hora: z.number(), quantidade: z.number(), valor: dinheiro })),
});
export type RelatorioVendas = z.infer<typeof RelatorioVendas>;

export const ProdutoVendido = z.object({
  nome_produto: z.string(),
  quantidade_total: z.number(),
  valor_total: dinheiro,
});
export type ProdutoVendido = z.infer<typeof ProdutoVendido>;
/** GET /api/relatorios/produtos: the top products by units. */
export const RelatorioProdutos = z.object({ produtosMaisVendidos: z.array(ProdutoVendido) });
export type RelatorioProdutos = z.infer<typeof RelatorioProdutos>;

/** GET /api/relatorios/mesas (mesa_numero null: counter sales). */
export const VendasPorMesa = z.object({
  mesa_numero: z.number().nullable(),
  total_vendas: z.number(),
  valor_total: dinheiro,
});
export type VendasPorMesa = z.infer<typeof VendasPorMesa>;

/** GET /api/relatorios/funcionarios */
export const VendasPorFuncionario = z.object({
  funcionario: z.string(),
  total_vendas: z.number(),
  valor_total: dinheiro,
  ticket_medio: dinheiro,
});
export type VendasPorFuncionario = z.infer<typeof VendasPorFuncionario>;

/** 'Tempo de preparo' (issue 13): pendente (sent) to pronto, in minutes, per station and for the slowest products. */
export const TempoPreparoLinha = z.object({
  nome: z.string(),
  itens: z.number(),
  media_min: z.number(),
  p90_min: z.number(),
});
export type TempoPreparoLinha = z.infer<typeof TempoPreparoLinha>;
export const RelatorioTempoPreparo = z.object({
  estacoes: z.array(TempoPreparoLinha),
  produtosMaisLentos: z.array(TempoPreparoLinha),
});
export type RelatorioTempoPreparo = z.infer<typeof RelatorioTempoPreparo>;

/** GET /api/relatorios/completo: everything the exports and the full report view need, in one call. */
export const RelatorioCompleto = z.object({
  empresa: z.object({ fantasia: z.string(), fuso_horario: z.string() }),
  resumo: RelatorioVendas,
  produtos: z.array(ProdutoVendido),
  mesas: z.array(VendasPorMesa),
  funcionarios: z.array(VendasPorFuncionario),
  tempoPreparo: RelatorioTempoPreparo,
});
export type RelatorioCompleto = z.infer<typeof RelatorioCompleto>;

/** 'Cancelamentos' (issue 15): items removed or lowered in the period, per waiter and per product, with the reasons. */
export const CancelamentosDTO = z.object({
  periodo: z.string(),
  periodoLabel,
  quantidade: z.number(),
  valor: dinheiro,
  porFuncionario: z.array(z.object({ funcionario: z.string(), quantidade: z.number(), valor: dinheiro })),
  porProduto: z.array(
    z.object({ produto: z.string(), quantidade: z.number(), valor: dinheiro, motivos: z.array(z.string()) }),
  ),
  linhas: z.array(
    z.object({
      created_at: z.string(),
      venda_id: z.number(),
      funcionario: z.string(),
      aprovador: z.string().nullable(),
      produto: z.string(),
      quantidade: z.number(),
      valor: dinheiro,
      motivo: z.string().nullable(),
    }),
  ),
});
export type CancelamentosDTO = z.infer<typeof CancelamentosDTO>;

/** Cash-up (fechamento de caixa) of a period: GET /api/relatorios/pagamentos, and the cashier's day. */
export const FechamentoCaixaDTO = z.object({
  periodo: z.string(),
  periodoLabel,
  porForma: z.array(z.object({ forma: z.string(), label: z.string(), quantidade: z.number(), valor: dinheiro })),
  totalRecebido: dinheiro,
  taxaServico: dinheiro,
  descontos: z.array(
    z.object({
      venda_id: z.number(),
      mesa_numero: z.number().nullable(),
      /** the tab's label: 'Mesa 07', 'Cartão 057', 'Balcão #27 — Ana', 'Entrega #31 — Ana' */
      comanda: z.string(),
      valor: dinheiro,
      motivo: z.string().nullable(),
      usuario: z.string(),
    }),
  ),
  totalDescontos: dinheiro,
  troco: dinheiro,
  porOperador: z.array(z.object({ operador: z.string(), quantidade: z.number(), valor: dinheiro })),
  /** closed tabs per sales channel (issue 39), every channel listed */
  porCanal: z.array(VendasPorCanal),
  /** delivery fees of the tabs closed (issue 39) */
  taxaEntrega: dinheiro,
  comandasFechadas: z.number(),
  totalVendas: dinheiro,
});
export type FechamentoCaixaDTO = z.infer<typeof FechamentoCaixaDTO>;
