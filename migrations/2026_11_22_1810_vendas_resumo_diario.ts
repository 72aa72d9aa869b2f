import { sql, type Kysely } from 'kysely';

// Daily roll-ups of closed tabs per company, in the company's own calendar (local day and hour): the reports read a few
// hundred rows a month instead of every tab and item, so a company with 100k tabs gets its year report as fast as a new
// one. Rows are added in the closing transaction (server/src/modules/relatorios/resumos.repo.ts); this fills them for
// tabs closed before the table existed (the same statement as the repo's rebuild, kept here as of this migration).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE vendas_resumo_diario (
    empresa_id integer NOT NULL REFERENCES empresas(id) ON DELETE CASCADE,
    dia date NOT NULL,
    dimensao text NOT NULL CHECK (dimensao IN ('hora', 'mesa', 'funcionario', 'produto')),
    chave text NOT NULL,
    quantidade integer NOT NULL,
    valor numeric(14,2) NOT NULL,
    PRIMARY KEY (empresa_id, dimensao, dia, chave)
  )`.execute(db);
  await sql`WITH v AS (
      SELECT v.id, v.empresa_id, (v.data_fechamento AT TIME ZONE e.fuso_horario) AS local, v.mesa_numero, v.funcionario, v.total
      FROM vendas v JOIN empresas e ON e.id = v.empresa_id
      WHERE v.situacao = 'F' AND v.data_fechamento IS NOT NULL
    ), linhas AS (
      SELECT empresa_id, local::date AS dia, 'hora' AS dimensao, extract(hour FROM local)::int::text AS chave, 1 AS quantidade, total AS valor FROM v
      UNION ALL SELECT empresa_id, local::date, 'mesa', coalesce(mesa_numero::text, ''), 1, total FROM v
      UNION ALL SELECT empresa_id, local::date, 'funcionario', funcionario, 1, total FROM v
      UNION ALL SELECT v.empresa_id, v.local::date, 'produto', i.produto_nome, i.quantidade, i.total
        FROM v JOIN venda_itens i ON i.empresa_id = v.empresa_id AND i.venda_id = v.id
    )
    INSERT INTO vendas_resumo_diario (empresa_id, dia, dimensao, chave, quantidade, valor)
    SELECT empresa_id, dia, dimensao, chave, sum(quantidade), sum(valor) FROM linhas GROUP BY 1, 2, 3, 4`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS vendas_resumo_diario`.execute(db);
}
