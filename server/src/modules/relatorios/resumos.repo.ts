import { sql, type RawBuilder } from 'kysely';
import type { Tenant } from '../../db/tenant';
import { CANAL_DA_VENDA } from './relatorios.repo';

/**
 * Roll-up rows of the closed tabs that `filtro` selects (alias v): one per local day and hour, table, attendant and
 * product and sales channel (issue 39), and the day's service charge, discounts and delivery fees, summed into
 * vendas_resumo_diario. The day and hour are the company's own (its fuso_horario).
 */
const acumular = (filtro: RawBuilder<unknown>) => sql`
  WITH v AS (
    SELECT v.id, v.empresa_id, (v.data_fechamento AT TIME ZONE e.fuso_horario) AS local, v.mesa_numero, v.funcionario,
      v.total, v.acrescimo, v.desconto, v.taxa_entrega, ${sql.raw(CANAL_DA_VENDA)} AS canal
    FROM vendas v JOIN empresas e ON e.id = v.empresa_id
    WHERE v.situacao = 'F' AND v.data_fechamento IS NOT NULL AND ${filtro}
  ), linhas AS (
    SELECT empresa_id, local::date AS dia, 'hora' AS dimensao, extract(hour FROM local)::int::text AS chave, 1 AS quantidade, total AS valor FROM v
    UNION ALL SELECT empresa_id, local::date, 'mesa', coalesce(mesa_numero::text, ''), 1, total FROM v
    UNION ALL SELECT empresa_id, local::date, 'funcionario', funcionario, 1, total FROM v
    UNION ALL SELECT empresa_id, local::date, 'taxa_servico', '', 1, acrescimo FROM v
    UNION ALL SELECT empresa_id, local::date, 'desconto', '', 1, desconto FROM v
    UNION ALL SELECT empresa_id, local::date, 'canal', canal, 1, total FROM v
    UNION ALL SELECT empresa_id, local::date, 'taxa_entrega', '', 1, taxa_entrega FROM v WHERE taxa_entrega > 0
    UNION ALL SELECT v.empresa_id, v.local::date, 'produto', i.produto_nome, i.quantidade, i.total
      FROM v JOIN venda_itens i ON i.empresa_id = v.empresa_id AND i.venda_id = v.id
  )
  INSERT INTO vendas_resumo_diario AS r (empresa_id, dia, dimensao, chave, quantidade, valor)
  SELECT empresa_id, dia, dimensao, chave, sum(quantidade), sum(valor) FROM linhas GROUP BY 1, 2, 3, 4
  ON CONFLICT (empresa_id, dimensao, dia, chave)
  DO UPDATE SET quantidade = r.quantidade + excluded.quantidade, valor = r.valor + excluded.valor`;

/** Adds a tab that has just been closed to its company's roll-ups; call it in the closing transaction. */
export async function acumularFechamento(t: Tenant, vendaId: number): Promise<void> {
  await acumular(sql`v.empresa_id = ${t.empresaId} AND v.id = ${vendaId}`).execute(t.db);
}

/** Rebuilds a company's roll-ups from its closed tabs (after a time-zone change, or data written outside the services). */
export async function reconstruirResumos(t: Tenant): Promise<void> {
  await t.deleteFrom('vendas_resumo_diario').execute();
  await acumular(sql`v.empresa_id = ${t.empresaId}`).execute(t.db);
}
