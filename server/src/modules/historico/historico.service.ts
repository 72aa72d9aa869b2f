import { sql } from 'kysely';
import { fromCents, toCents, type FiltroVendasInput, type StatsVendas, type VendaDTO } from '@comanda/shared';
import type { AppContext, StaffSession } from '../../context';
import { tenant } from '../../db/tenant';
import { fusoDaEmpresa, limitesPeriodo } from '../../db/periodos';
import { presentVenda } from '../vendas/vendas.presenter';

/** The sales list query with the screen's filters; the period is by opening time in the company's zone. */
async function consulta(ctx: AppContext, s: StaffSession, f: Omit<FiltroVendasInput, 'limit' | 'offset'>) {
  const limites = limitesPeriodo(f.periodo, await fusoDaEmpresa(ctx.db, s.empresaId));
  let q = tenant(ctx.db, s.empresaId).selectFrom('vendas');
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

export interface PaginaVendas {
  vendas: VendaDTO[];
  /** cursor of the next page, null on the last one */
  proximo: string | null;
}

// microseconds, as PostgreSQL stores them: a millisecond cursor would skip rows within the same millisecond
const instanteExato = sql<string>`to_char(data_abertura AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of the list, newest first. With a cursor it seeks on (data_abertura, id) instead of skipping rows. */
export async function listar(ctx: AppContext, s: StaffSession, f: FiltroVendasInput): Promise<PaginaVendas> {
  let q = (await consulta(ctx, s, f)).selectAll().select(instanteExato.as('instante'));
  if (f.cursor) {
    const corte = f.cursor.lastIndexOf('_');
    const [instante, id] = [f.cursor.slice(0, corte), Number(f.cursor.slice(corte + 1))];
    q = q.where((eb) => eb(eb.refTuple('data_abertura', 'id'), '<', eb.tuple(sql<Date>`${instante}::timestamptz`, id)));
  } else if (f.offset) {
    q = q.offset(f.offset);
  }
  const rows = await q.orderBy('data_abertura', 'desc').orderBy('id', 'desc').limit(f.limit).execute();
  return { vendas: rows.map(presentVenda), proximo: rows.length === f.limit ? `${rows[rows.length - 1]!.instante}_${rows[rows.length - 1]!.id}` : null };
}

/** Every tab matching the filters, read in keyset pages (exports must not stop at an arbitrary row count). */
export async function todas(ctx: AppContext, s: StaffSession, f: FiltroVendasInput): Promise<VendaDTO[]> {
  const todas: VendaDTO[] = [];
  let cursor: string | undefined;
  do {
    const pagina = await listar(ctx, s, { ...f, limit: 1000, offset: 0, cursor });
    todas.push(...pagina.vendas);
    cursor = pagina.proximo ?? undefined;
  } while (cursor);
  return todas;
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
