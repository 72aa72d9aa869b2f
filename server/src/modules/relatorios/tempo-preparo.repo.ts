import { sql } from 'kysely';
import type { PeriodoRelatorio, RelatorioTempoPreparo, TempoPreparoLinha } from '@comanda/shared';
import type { AppContext } from '../../context';
import { tenant } from '../../db/tenant';
import { limitesPeriodo } from '../../db/periodos';
import { fusoDaEmpresa } from '../empresa/configuracoes';

const minutos = (segundos: number | string | null) => Math.round((Number(segundos ?? 0) / 60) * 10) / 10;

/**
 * Average and 90th percentile of pendente -> pronto per station and for the 10 slowest products, over items made ready
 * in the period (bounds in the company's time zone). A recalled item counts from its send to its last pronto.
 */
export async function tempoPreparo(
  ctx: AppContext,
  empresaId: number,
  periodo: PeriodoRelatorio,
): Promise<RelatorioTempoPreparo> {
  const { inicio, fim } = limitesPeriodo(periodo, await fusoDaEmpresa(tenant(ctx.db, empresaId)), ctx.relogio.agora())!;
  const base = tenant(ctx.db, empresaId)
    .selectFrom('venda_itens as i')
    .leftJoin('estacoes as e', 'e.id', 'i.estacao_id')
    .where('i.pronto_em', 'is not', null)
    .where('i.pronto_em', '>=', inicio)
    .where('i.pronto_em', '<', fim);
  const duracao = sql`extract(epoch from (i.pronto_em - i.created_at))`;
  const metricas = [
    sql<number>`count(*)::int`.as('itens'),
    sql<string>`avg(${duracao})`.as('media'),
    sql<string>`percentile_cont(0.9) within group (order by ${duracao})`.as('p90'),
  ] as const;
  const [estacoes, produtos] = await Promise.all([
    base
      .select([sql<string>`coalesce(e.nome, 'Sem estação')`.as('nome'), ...metricas])
      .groupBy(sql`coalesce(e.nome, 'Sem estação')`)
      .orderBy('nome')
      .execute(),
    base
      .select(['i.produto_nome as nome', ...metricas])
      .groupBy('i.produto_nome')
      .orderBy(sql`avg(${duracao})`, 'desc')
      .orderBy('i.produto_nome')
      .limit(10)
      .execute(),
  ]);
  const linha = (r: { nome: string; itens: number; media: string; p90: string }): TempoPreparoLinha => ({
    nome: r.nome,
    itens: r.itens,
    media_min: minutos(r.media),
    p90_min: minutos(r.p90),
  });
  return { estacoes: estacoes.map(linha), produtosMaisLentos: produtos.map(linha) };
}
