import { sql, type Kysely } from 'kysely';

// Staff logout revokes one token (its jti) until it would have expired anyway; failed logins are counted per account and
// source address so every instance behind the load balancer sees the same limits.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE sessoes_revogadas (
    jti text PRIMARY KEY,
    expira_em timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX sessoes_revogadas_expira ON sessoes_revogadas (expira_em)`.execute(db);
  await sql`CREATE TABLE login_falhas (
    conta text NOT NULL,
    ip text NOT NULL,
    falhas integer NOT NULL,
    primeira_falha timestamptz NOT NULL,
    ultima_falha timestamptz NOT NULL,
    bloqueado_ate timestamptz,
    PRIMARY KEY (conta, ip)
  )`.execute(db);
  await sql`CREATE INDEX login_falhas_ultima ON login_falhas (ultima_falha)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS login_falhas`.execute(db);
  await sql`DROP TABLE IF EXISTS sessoes_revogadas`.execute(db);
}
