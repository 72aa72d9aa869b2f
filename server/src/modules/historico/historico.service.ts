import { sql } from 'kysely';
import { fromCents, toCents, type FiltroVendasInput, type StatsVendas, type VendaDTO } from '@comanda/shared';
import type { AppContext, StaffSession } from '../../context';
import { fusoDaEmpresa, limitesPeriodo } from '../../db/periodos';
import { presentVenda } from '../vendas/vendas.presenter';

/** The sales list query with the screen's filters; the period is by opening time in the company's zone. */
async function consulta(ctx: AppContext, s: StaffSession, f: Omit<FiltroVendasInput, 'limit' | 'offset'>) {
  const limites = limitesPeriodo(f.periodo, await fusoDaEmpresa(ctx.db, s.empresaId));
  let q = ctx.db.selectFrom('vendas').where('empresa_id', '=', s.empresaId);
  if (limites) q = q.where('data_abertura', '>=', limites.inicio).where('data_abertura', '<', limites.fim);
  if (f.situacao) q = q.where('situacao', '=', f.situacao);
  const busca = f.busca?.trim();
  if (busca) {
    const numero = /^\d+$/.test(busca) ? Number(busca) : null;
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(funcionario)`, 'like', `%${busca.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`),
        ...(numero != null && numero < 2 ** 31 ? [eb('id', '=', numero), eb('mesa_numero', '=', numero)] : []),
      ]),
    );
  }
  return q;
}

export async function listar(ctx: AppContext, s: StaffSession, f: FiltroVendasInput): Promise<VendaDTO[]> {
  const rows = await (await consulta(ctx, s, f)).selectAll().orderBy('data_abertura', 'desc').orderBy('id', 'desc').limit(f.limit).offset(f.offset).execute();
  return rows.map(presentVenda);
}

export async function stats(ctx: AppContext, s: StaffSession, f: FiltroVendasInput): Promise<StatsVendas> {
  const r = await (await consulta(ctx, s, f))
    .select([
      sql<string>`coalesce(sum(total) filter (where situacao = 'F'), 0)`.as('total_valor'),
      sql<number>`count(*)::int`.as('total_vendas'),
      sql<number>`(count(*) filter (where situacao = 'A'))::int`.as('comandas_abertas'),
      sql<number>`(count(*) filter (where situacao = 'F'))::int`.as('comandas_fechadas'),
    ])
    .executeTakeFirstOrThrow();
  return { total_valor: fromCents(toCents(r.total_valor)), total_vendas: r.total_vendas, comandas_abertas: r.comandas_abertas, comandas_fechadas: r.comandas_fechadas };
}
