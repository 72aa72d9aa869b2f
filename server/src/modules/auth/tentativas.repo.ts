import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { tooManyRequests } from '../../errors';

/**
 * Failed-login brake per account, kept in the database so every instance behind the load balancer shares it (an
 * in-memory counter would give an attacker N instances × the limit). Two rows per account:
 * - (conta, ip): after 5 failures within 15 min that address gets 429 for 15 min, doubling per further failure up to 1 h;
 * - (conta, '*'): failures from every address; past 10 (a spread-out attack) every address waits 1 s, doubling per
 *   failure up to 5 min. The real owner elsewhere is therefore never locked out for longer than that cap.
 * A success clears the account row and the caller's own row; quiet for a day resets everything.
 */
const JANELA_S = 15 * 60;
const DIA_S = 24 * 60 * 60;
const REGRAS = {
  ip: { limite: 5, baseS: 15 * 60, tetoS: 60 * 60 },
  conta: { limite: 10, baseS: 1, tetoS: 5 * 60 },
};
const TODOS = '*';

type Db = Kysely<Database>;

/** Account key: login kind plus the normalised user name (bounded length so a huge name cannot bloat the table). */
export const chaveConta = (tipo: 'staff' | 'admin', usuario: string) =>
  `${tipo}:${usuario.trim().toLowerCase().slice(0, 320)}`;

const segundosDesde = (d: Date, agora: Date) => (d.getTime() - agora.getTime()) / 1000;

/** Throws 429 with Retry-After when this account is resting for this address (or for every address). */
export async function exigirSemBloqueio(db: Db, conta: string, ip: string, agora: Date): Promise<void> {
  const linhas = await db
    .selectFrom('login_falhas')
    .select('bloqueado_ate')
    .where('conta', '=', conta)
    .where('ip', 'in', [ip, TODOS])
    .where('bloqueado_ate', '>', agora)
    .execute();
  if (!linhas.length) return;
  const espera = Math.max(...linhas.map((l) => segundosDesde(l.bloqueado_ate!, agora)));
  const minutos = Math.ceil(espera / 60);
  throw tooManyRequests(
    `Muitas tentativas de login. Tente novamente em ${minutos} minuto${minutos > 1 ? 's' : ''}.`,
    espera,
  );
}

/**
 * Failures recorded since the last sweep of stale rows, per database handle (one per app, `ctx.db`): never a module
 * counter, which every app in the process (the test files sharing a worker) would advance for one another.
 */
const falhasDesdeLimpeza = new WeakMap<Db, number>();
/** Rows quiet for a day and not blocked are swept once every this many failures. */
export const FALHAS_POR_LIMPEZA = 100;

export async function registrarFalha(db: Db, conta: string, ip: string, agora: Date): Promise<void> {
  const inicioJanela = new Date(agora.getTime() - JANELA_S * 1000);
  const ontem = new Date(agora.getTime() - DIA_S * 1000);
  for (const [chaveIp, regra] of [
    [ip, REGRAS.ip],
    [TODOS, REGRAS.conta],
  ] as const) {
    // the count restarts when the window has passed without reaching the limit, or after a quiet day
    const recomeca = sql<boolean>`(login_falhas.falhas < ${regra.limite} AND login_falhas.primeira_falha < ${inicioJanela}) OR login_falhas.ultima_falha < ${ontem}`;
    const { falhas } = await db
      .insertInto('login_falhas')
      .values({ conta, ip: chaveIp, falhas: 1, primeira_falha: agora, ultima_falha: agora })
      .onConflict((oc) =>
        oc.columns(['conta', 'ip']).doUpdateSet({
          falhas: sql`CASE WHEN ${recomeca} THEN 1 ELSE login_falhas.falhas + 1 END`,
          primeira_falha: sql`CASE WHEN ${recomeca} THEN ${agora}::timestamptz ELSE login_falhas.primeira_falha END`,
          ultima_falha: agora,
        }),
      )
      .returning('falhas')
      .executeTakeFirstOrThrow();
    if (falhas >= regra.limite) {
      const espera = Math.min(regra.baseS * 2 ** Math.min(falhas - regra.limite, 20), regra.tetoS);
      await db
        .updateTable('login_falhas')
        .set({ bloqueado_ate: new Date(agora.getTime() + espera * 1000) })
        .where('conta', '=', conta)
        .where('ip', '=', chaveIp)
        .execute();
    }
  }
  const desdeLimpeza = (falhasDesdeLimpeza.get(db) ?? 0) + 1;
  falhasDesdeLimpeza.set(db, desdeLimpeza % FALHAS_POR_LIMPEZA);
  if (desdeLimpeza === FALHAS_POR_LIMPEZA) {
    await db
      .deleteFrom('login_falhas')
      .where('ultima_falha', '<', ontem)
      .where((eb) => eb.or([eb('bloqueado_ate', 'is', null), eb('bloqueado_ate', '<', agora)]))
      .execute();
  }
}

export async function limparFalhas(db: Db, conta: string, ip: string): Promise<void> {
  await db.deleteFrom('login_falhas').where('conta', '=', conta).where('ip', 'in', [ip, TODOS]).execute();
}
