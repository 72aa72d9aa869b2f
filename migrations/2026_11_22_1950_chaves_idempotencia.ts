import { sql, type Kysely } from 'kysely';

// A staff write's Idempotency-Key with its first response, kept 24 h: a replayed or double-tapped order answers the
// stored response instead of running again. Scoped per company and user so two phones cannot collide on a key.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE chaves_idempotencia (
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    usuario_id integer NOT NULL,
    chave text NOT NULL,
    hash_requisicao text NOT NULL,
    status integer,
    resposta text,
    criado_em timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (empresa_id, usuario_id, chave)
  )`.execute(db);
  await sql`CREATE INDEX chaves_idempotencia_criado ON chaves_idempotencia (criado_em)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS chaves_idempotencia`.execute(db);
}
