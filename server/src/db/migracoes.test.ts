import { describe, expect, it } from 'vitest';
import { Migrator, sql } from 'kysely';
import { migrations } from '@comanda/migrations';
import { freshDatabase } from '../../test/helpers';
import { migrateToLatest } from './database';

const tabelas = async (db: import('kysely').Kysely<any>) =>
  (
    await sql<{
      t: string;
    }>`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public'`.execute(db)
  ).rows.map((r) => r.t);
const colunas = async (db: import('kysely').Kysely<any>, tabela: string) =>
  (
    await sql<{
      c: string;
    }>`SELECT column_name AS c FROM information_schema.columns WHERE table_name = ${tabela}`.execute(db)
  ).rows.map((r) => r.c);

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
      expect(await colunas(db, 'empresas')).toEqual(
        expect.arrayContaining(['taxa_servico_percentual', 'chave_pix', 'pix_nome_recebedor', 'pix_cidade']),
      );
      expect(await tabelas(db)).toEqual(expect.arrayContaining(['pagamentos', 'venda_historico']));
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});

describe('composite company keys', () => {
  it('refuse a link to another company row, keep ON DELETE, and go down and up again', async () => {
    const fresh = await freshDatabase();
    try {
      const db = fresh.database.db as import('kysely').Kysely<any>;
      await migrateToLatest(db);
      const um = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0] as T;
      const empresa = async (nome: string) => {
        const { id } = await um<{ id: number }>(sql`INSERT INTO empresas (fantasia) VALUES (${nome}) RETURNING id`);
        const cat = await um<{ id: number }>(sql`
          INSERT INTO categorias (empresa_id, nome) VALUES (${id}, 'C') RETURNING id`);
        const produto = await um<{ id: number }>(sql`
          INSERT INTO produtos (empresa_id, categoria_id, nome, preco, estoque_atual, estoque_minimo)
          VALUES (${id}, ${cat.id}, 'P', 10, 0, 0) RETURNING id`);
        const mesa = await um<{ id: number }>(sql`
          INSERT INTO mesas (empresa_id, numero, nome, capacidade) VALUES (${id}, 1, 'M1', 4) RETURNING id`);
        const venda = await um<{ id: number }>(sql`
          INSERT INTO vendas (empresa_id, mesa_id) VALUES (${id}, ${mesa.id}) RETURNING id`);
        return { id, categoria: cat.id, produto: produto.id, mesa: mesa.id, venda: venda.id };
      };
      const a = await empresa('A');
      const b = await empresa('B');
      const codigo = (q: ReturnType<typeof sql>) =>
        q.execute(db).then(
          () => 'ok',
          (e) => e.code,
        );
      const item = (empresaId: number, vendaId: number, produtoId: number) => sql`
        INSERT INTO venda_itens (empresa_id, venda_id, produto_id, produto_nome, quantidade, preco_unitario, total)
        VALUES (${empresaId}, ${vendaId}, ${produtoId}, 'P', 1, 10, 10)`;

      // an item of company A's tab pointing at company B's product, or into company B's tab
      expect(await codigo(item(a.id, a.venda, b.produto))).toBe('23503');
      expect(await codigo(item(a.id, b.venda, a.produto))).toBe('23503');
      const outraCategoria = sql`UPDATE produtos SET categoria_id = ${b.categoria} WHERE id = ${a.produto}`;
      expect(await codigo(outraCategoria)).toBe('23503');
      const livreB = await um<{ id: number }>(sql`
        INSERT INTO mesas (empresa_id, numero, nome, capacidade) VALUES (${b.id}, 2, 'M2', 4) RETURNING id`);
      expect(await codigo(sql`UPDATE vendas SET mesa_id = ${livreB.id} WHERE id = ${a.venda}`)).toBe('23503');
      expect(await codigo(item(a.id, a.venda, a.produto))).toBe('ok');

      // SET NULL clears only the link, never the company
      await sql`DELETE FROM produtos WHERE id = ${a.produto}`.execute(db);
      await sql`DELETE FROM mesas WHERE id = ${a.mesa}`.execute(db);
      expect(await um(sql`SELECT empresa_id, produto_id FROM venda_itens WHERE venda_id = ${a.venda}`)).toEqual({
        empresa_id: a.id,
        produto_id: null,
      });
      expect(await um(sql`SELECT empresa_id, mesa_id FROM vendas WHERE id = ${a.venda}`)).toEqual({
        empresa_id: a.id,
        mesa_id: null,
      });

      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('2026_11_22_1950_chaves_idempotencia')).error).toBeUndefined();
      expect(await codigo(item(a.id, a.venda, b.produto))).toBe('ok');
      await sql`DELETE FROM venda_itens WHERE produto_id = ${b.produto}`.execute(db);
      await migrateToLatest(db);
      expect(await codigo(item(a.id, a.venda, b.produto))).toBe('23503');
    } finally {
      await fresh.drop();
    }
  }, 60_000);
});
