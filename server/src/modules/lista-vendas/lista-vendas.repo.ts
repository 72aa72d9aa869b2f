import { sql } from 'kysely';
import type { FiltroVendasInput } from '@comanda/shared';
import { limitesPeriodo } from '../../db/periodos';
import type { Tenant } from '../../db/tenant';

type Filtro = Pick<FiltroVendasInput, 'periodo' | 'situacao' | 'busca'>;

/** The sales list query with the screen's filters; the period is by opening time in the company's zone. */
function consulta(t: Tenant, f: Filtro, fuso: string, agora: Date) {
  const limites = limitesPeriodo(f.periodo, fuso, agora);
  let q = t.selectFrom('vendas');
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

// microseconds, as PostgreSQL stores them: a millisecond cursor would skip rows within the same millisecond
const instanteExato = sql<string>`to_char(data_abertura AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page, newest first; `apos` seeks past (data_abertura, id) of the previous page's last row. */
export function paginaVendas(
  t: Tenant,
  f: Filtro,
  fuso: string,
  agora: Date,
  p: { limit: number; offset: number; apos?: { instante: string; id: number } },
) {
  let q = consulta(t, f, fuso, agora).selectAll().select(instanteExato.as('instante'));
  const { apos } = p;
  if (apos)
    q = q.where((eb) =>
      eb(eb.refTuple('data_abertura', 'id'), '<', eb.tuple(sql<Date>`${apos.instante}::timestamptz`, apos.id)),
    );
  else if (p.offset) q = q.offset(p.offset);
  return q.orderBy('data_abertura', 'desc').orderBy('id', 'desc').limit(p.limit).execute();
}

export const totaisVendas = (t: Tenant, f: Filtro, fuso: string, agora: Date) =>
  consulta(t, f, fuso, agora)
    .select([
      sql<string>`coalesce(sum(total) filter (where situacao = 'F'), 0)`.as('total_valor'),
      sql<number>`count(*)::int`.as('total_vendas'),
      sql<number>`(count(*) filter (where situacao = 'A'))::int`.as('comandas_abertas'),
      sql<number>`(count(*) filter (where situacao = 'F'))::int`.as('comandas_fechadas'),
    ])
    .executeTakeFirstOrThrow();
