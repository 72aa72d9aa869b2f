import { sql, type RawBuilder } from 'kysely';
import {
  rotuloComanda,
  money,
  FORMAS_PAGAMENTO,
  FORMA_PAGAMENTO_LABEL,
  PERIODO_LABEL,
  fromCents,
  toCents,
  type FechamentoCaixaDTO,
  type FormaPagamento,
  type PeriodoRelatorio,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import { tenant, type Tenant } from '../../db/tenant';
import { limitesPeriodo } from '../../db/periodos';
import { fusoDaEmpresa } from '../empresa/configuracoes';
import { canalDaVendaSql } from './relatorios.repo';
import { porCanal } from './canais';

/**
 * Cash-up (fechamento de caixa) of a period in the company's zone: payments received (not removed, on tabs not
 * cancelled) per method and per operator, change given, and the service charge and discounts of the tabs closed.
 */
export async function fechamentoCaixa(
  ctx: AppContext,
  empresaId: number,
  periodo: PeriodoRelatorio,
): Promise<FechamentoCaixaDTO> {
  const { inicio, fim } = limitesPeriodo(periodo, await fusoDaEmpresa(tenant(ctx.db, empresaId)), ctx.relogio.agora())!;
  return apresentarCaixa(periodo, await somasDoCaixa(tenant(ctx.db, empresaId), inicio, fim));
}

/** The cash-up's sums in [inicio, fim): payments by method and by operator, the closed tabs' totals, discounts, channels. */
async function somasDoCaixa(t: Tenant, inicio: RawBuilder<Date>, fim: RawBuilder<Date>) {
  const pagamentos = t
    .selectFrom('pagamentos as p')
    .innerJoin('vendas as v', 'v.id', 'p.venda_id')
    .where('p.removido_em', 'is', null)
    .where('v.situacao', '<>', 'C')
    .where('p.created_at', '>=', inicio)
    .where('p.created_at', '<', fim);
  const fechadas = t
    .selectFrom('vendas as v')
    .where('v.situacao', '=', 'F')
    .where('v.data_fechamento', '>=', inicio)
    .where('v.data_fechamento', '<', fim);
  const [porForma, porOperador, vendas, descontos, canais] = await Promise.all([
    pagamentos
      .select([
        'p.forma',
        sql<number>`count(*)::int`.as('quantidade'),
        sql<string>`sum(p.valor)`.as('valor'),
        sql<string>`sum(p.troco)`.as('troco'),
      ])
      .groupBy('p.forma')
      .execute(),
    pagamentos
      .select([
        'p.usuario_nome as operador',
        sql<number>`count(*)::int`.as('quantidade'),
        sql<string>`sum(p.valor)`.as('valor'),
      ])
      .groupBy('p.usuario_nome')
      .orderBy('valor', 'desc')
      .execute(),
    fechadas
      .select([
        sql<number>`count(*)::int`.as('n'),
        sql<string>`coalesce(sum(v.total), 0)`.as('total'),
        sql<string>`coalesce(sum(v.acrescimo), 0)`.as('taxa'),
        sql<string>`coalesce(sum(v.desconto), 0)`.as('desconto'),
        sql<string>`coalesce(sum(v.taxa_entrega), 0)`.as('entrega'),
      ])
      .executeTakeFirstOrThrow(),
    fechadas
      .where('v.desconto', '>', '0')
      .select([
        'v.id as venda_id',
        'v.mesa_numero',
        'v.tipo',
        'v.numero',
        'v.nome_cliente',
        'v.viagem',
        'v.desconto as valor',
        'v.desconto_motivo as motivo',
        sql<
          string | null
        >`(select h.usuario_nome from venda_historico h where h.empresa_id = v.empresa_id and h.venda_id = v.id and h.tipo = 'desconto' order by h.id desc limit 1)`.as(
          'usuario',
        ),
      ])
      .orderBy('v.data_fechamento')
      .execute(),
    // the sales channels (issue 39): salão, balcão, cartão, entrega própria, iFood
    fechadas
      .select([
        canalDaVendaSql().as('chave'),
        sql<number>`count(*)::int`.as('quantidade'),
        sql<string>`sum(v.total)`.as('valor'),
      ])
      .groupBy(sql`1`)
      .execute(),
  ]);
  return { porForma, porOperador, vendas, descontos, canais };
}

/** The sums as the report shows them: every payment method (zero when unused), money as strings, totals in cents. */
function apresentarCaixa(
  periodo: PeriodoRelatorio,
  { porForma, porOperador, vendas, descontos, canais }: Awaited<ReturnType<typeof somasDoCaixa>>,
): FechamentoCaixaDTO {
  const formas = FORMAS_PAGAMENTO.map((forma) => {
    const r = porForma.find((x) => x.forma === forma);
    return {
      forma,
      label: FORMA_PAGAMENTO_LABEL[forma as FormaPagamento],
      quantidade: r?.quantidade ?? 0,
      valor: money(r?.valor),
    };
  });
  return {
    periodo,
    periodoLabel: PERIODO_LABEL[periodo],
    porForma: formas,
    totalRecebido: fromCents(porForma.reduce((s, r) => s + toCents(r.valor), 0)),
    taxaServico: money(vendas.taxa),
    descontos: descontos.map((d) => ({
      venda_id: d.venda_id,
      mesa_numero: d.mesa_numero,
      comanda: rotuloComanda(d),
      valor: money(d.valor),
      motivo: d.motivo,
      usuario: d.usuario ?? '—',
    })),
    totalDescontos: money(vendas.desconto),
    troco: fromCents(porForma.reduce((s, r) => s + toCents(r.troco), 0)),
    porOperador: porOperador.map((o) => ({ operador: o.operador, quantidade: o.quantidade, valor: money(o.valor) })),
    porCanal: porCanal(canais),
    taxaEntrega: money(vendas.entrega),
    comandasFechadas: vendas.n,
    totalVendas: money(vendas.total),
  };
}
