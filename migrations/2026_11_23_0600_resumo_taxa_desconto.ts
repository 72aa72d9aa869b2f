import { sql, type Kysely } from 'kysely';

// The sales report's service-charge and discount totals were summed over every closed tab of the period (the year of a
// company with 100k tabs: ~50 ms); they join the daily roll-ups as two more dimensions, filled here for the tabs
// already closed (the closing transaction adds them from now on: server/src/modules/relatorios/resumos.repo.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE vendas_resumo_diario DROP CONSTRAINT vendas_resumo_diario_dimensao_check`.execute(db);
  await sql`ALTER TABLE vendas_resumo_diario ADD CONSTRAINT vendas_resumo_diario_dimensao_check
    CHECK (dimensao IN ('hora', 'mesa', 'funcionario', 'produto', 'taxa_servico', 'desconto'))`.execute(db);
  await sql`WITH v AS (
      SELECT v.empresa_id, (v.data_fechamento AT TIME ZONE e.fuso_horario)::date AS dia, v.acrescimo, v.desconto
      FROM vendas v JOIN empresas e ON e.id = v.empresa_id
      WHERE v.situacao = 'F' AND v.data_fechamento IS NOT NULL
    ), linhas AS (
      SELECT empresa_id, dia, 'taxa_servico' AS dimensao, acrescimo AS valor FROM v
      UNION ALL SELECT empresa_id, dia, 'desconto', desconto FROM v
    )
    INSERT INTO vendas_resumo_diario (empresa_id, dia, dimensao, chave, quantidade, valor)
    SELECT empresa_id, dia, dimensao, '', count(*), sum(valor) FROM linhas GROUP BY 1, 2, 3`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM vendas_resumo_diario WHERE dimensao IN ('taxa_servico', 'desconto')`.execute(db);
  await sql`ALTER TABLE vendas_resumo_diario DROP CONSTRAINT vendas_resumo_diario_dimensao_check`.execute(db);
  await sql`ALTER TABLE vendas_resumo_diario ADD CONSTRAINT vendas_resumo_diario_dimensao_check
    CHECK (dimensao IN ('hora', 'mesa', 'funcionario', 'produto'))`.execute(db);
}
