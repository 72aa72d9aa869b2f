import { describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { migrations } from '@comanda/migrations';
import { freshDatabase } from '../../test/helpers';
import { migrateToLatest } from './database';

const tabelas = async (db: import('kysely').Kysely<any>) =>
  (await sql<{ t: string }>`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public'`.execute(db)).rows.map((r) => r.t);
const colunas = async (db: import('kysely').Kysely<any>, tabela: string) =>
  (await sql<{ c: string }>`SELECT column_name AS c FROM information_schema.columns WHERE table_name = ${tabela}`.execute(db)).rows.map((r) => r.c);

describe('migrations', () => {
  it('the payments migration goes down and up again on this database', async () => {
    const fresh = await freshDatabase({ seed: false });
    try {
      const db = fresh.database.db as import('kysely').Kysely<any>;
      await migrateToLatest(db);
      expect(await tabelas(db)).toEqual(expect.arrayContaining(['pagamentos', 'venda_historico']));
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const r = await migrator.migrateTo('2026_11_22_1400_relatorio_agendamentos');
      expect(r.error).toBeUndefined();
      expect(await tabelas(db)).not.toEqual(expect.arrayContaining(['pagamentos']));
      expect(await colunas(db, 'empresas')).not.toContain('chave_pix');
      expect(await colunas(db, 'vendas')).not.toContain('cobrar_taxa_servico');
      await migrateToLatest(db);
      expect(await colunas(db, 'empresas')).toEqual(expect.arrayContaining(['taxa_servico_percentual', 'chave_pix', 'pix_nome_recebedor', 'pix_cidade']));
      expect(await tabelas(db)).toEqual(expect.arrayContaining(['pagamentos', 'venda_historico']));
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
