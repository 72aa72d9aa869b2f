import { sql, type RawBuilder } from 'kysely';

export type Periodo = 'hoje' | 'ontem' | 'semana' | 'mes' | 'trimestre' | 'ano' | 'todas';

/**
 * [inicio, fim) of a period in the company's time zone, computed in SQL: local midnight of the zone converted back to
 * an instant, so a tab closed at 23:30 in São Paulo (02:30 UTC next day) falls on its São Paulo day. Weeks start Monday.
 */
export function limitesPeriodo(
  periodo: Periodo,
  fuso: string,
  /** the app's clock (ctx.relogio), so "today" moves with it in tests, not the database's now() */
  agora: Date,
): { inicio: RawBuilder<Date>; fim: RawBuilder<Date> } | null {
  const local = sql`(${agora.toISOString()}::timestamptz AT TIME ZONE ${fuso})`;
  const inicioDe = (unidade: string) => sql`date_trunc(${sql.lit(unidade)}, ${local})`;
  const spec: Record<Exclude<Periodo, 'todas'>, [RawBuilder<unknown>, string]> = {
    hoje: [inicioDe('day'), '1 day'],
    ontem: [sql`${inicioDe('day')} - interval '1 day'`, '1 day'],
    semana: [inicioDe('week'), '7 days'],
    mes: [inicioDe('month'), '1 month'],
    trimestre: [inicioDe('quarter'), '3 months'],
    ano: [inicioDe('year'), '1 year'],
  };
  if (periodo === 'todas') return null;
  const [inicioLocal, duracao] = spec[periodo];
  return {
    inicio: sql<Date>`((${inicioLocal}) AT TIME ZONE ${fuso})`,
    fim: sql<Date>`((${inicioLocal} + ${sql.lit(duracao)}::interval) AT TIME ZONE ${fuso})`,
  };
}

/** [inicio, fim) of a report period as local calendar days of the zone, for the daily roll-ups. */
export function diasDoPeriodo(
  periodo: Exclude<Periodo, 'todas'>,
  fuso: string,
  agora: Date,
): { inicio: RawBuilder<string>; fim: RawBuilder<string> } {
  const limites = limitesPeriodo(periodo, fuso, agora)!;
  return {
    inicio: sql<string>`((${limites.inicio}) AT TIME ZONE ${fuso})::date`,
    fim: sql<string>`((${limites.fim}) AT TIME ZONE ${fuso})::date`,
  };
}
