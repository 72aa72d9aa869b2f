import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  ALERTA_AMARELO_PADRAO,
  ALERTA_VERMELHO_PADRAO,
  MODO_PEDIDO_CLIENTE_PADRAO,
  TAXA_SERVICO_PADRAO,
} from '@comanda/shared';
import { useTestApp } from './helpers';

/*
 * A company's defaults live once, in shared/ (issue 36): a company created by the platform admin gets them, and the
 * migrations' column DEFAULTs (which cannot import app code) are held to the same values here.
 */

const t = useTestApp();

describe("a company's defaults", () => {
  it('the columns default to the shared values', async () => {
    const { rows } = await sql<{ column_name: string; column_default: string }>`
      SELECT column_name, column_default FROM information_schema.columns
      WHERE table_name = 'empresas'
        AND column_name IN ('taxa_servico_percentual', 'pedidos_cliente', 'alerta_amarelo_min', 'alerta_vermelho_min')
    `.execute(t.ctx.db);
    const padrao = Object.fromEntries(rows.map((r) => [r.column_name, r.column_default.replace(/::\w+.*$/, '')]));
    expect(padrao).toEqual({
      taxa_servico_percentual: String(TAXA_SERVICO_PADRAO),
      pedidos_cliente: `'${MODO_PEDIDO_CLIENTE_PADRAO}'`,
      alerta_amarelo_min: String(ALERTA_AMARELO_PADRAO),
      alerta_vermelho_min: String(ALERTA_VERMELHO_PADRAO),
    });
  });

  it('a new company starts with them', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/empresas',
      headers: await t.adminAuth(),
      payload: {
        fantasia: 'Bar Padrão',
        admin_nome: 'Paula',
        admin_email: 'paula@barpadrao.com.br',
        admin_senha: 'senha-forte-1',
      },
    });
    expect(res.statusCode).toBe(201);
    const empresa = await t.ctx.db
      .selectFrom('empresas')
      .select(['taxa_servico_percentual', 'pedidos_cliente', 'alerta_amarelo_min', 'alerta_vermelho_min'])
      .where('id', '=', res.json().empresa.id)
      .executeTakeFirstOrThrow();
    expect(empresa).toEqual({
      taxa_servico_percentual: TAXA_SERVICO_PADRAO.toFixed(2),
      pedidos_cliente: MODO_PEDIDO_CLIENTE_PADRAO,
      alerta_amarelo_min: ALERTA_AMARELO_PADRAO,
      alerta_vermelho_min: ALERTA_VERMELHO_PADRAO,
    });
  });
});
