import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { tenant } from '../../db/tenant';
import { reconstruirResumos } from './resumos.repo';

// Its own app: the test moves the app's clock a day forward, which no other test file's app may see.
const t = useTestApp();

beforeAll(async () => {
  const fechamento = t.ctx.relogio.agora();
  await t.ctx.db
    .insertInto('vendas')
    .values({
      empresa_id: 1,
      mesa_numero: 4,
      nome_cliente: 'Relógio',
      situacao: 'F',
      funcionario: 'Ana',
      subtotal: 42,
      total: 42,
      valor_pago: 42,
      data_abertura: fechamento,
      data_fechamento: fechamento,
    })
    .execute();
  await reconstruirResumos(tenant(t.ctx.db, 1));
});

describe("'today' is the app's clock's day in the company's zone, not the database's", () => {
  it('moves a tab closed now from hoje to ontem when the clock moves a day forward', async () => {
    const relatorio = async (periodo: string) =>
      (await t.injectAs('gerente', { url: `/api/relatorios/vendas?periodo=${periodo}` })).json().totalValor;
    const historico = async (periodo: string) =>
      (await t.injectAs('gerente', { url: `/api/vendas/stats?periodo=${periodo}` })).json().total_valor;
    expect(await relatorio('hoje')).toBe(42);
    expect(await historico('hoje')).toBe(42);

    const avanco = await t.app.inject({
      method: 'POST',
      url: '/api/teste/relogio',
      payload: { avancar_ms: 86_400_000 },
    });
    expect(avanco.statusCode).toBe(200);
    t.esquecerLogins(); // a day later the access token has long expired

    expect(await relatorio('hoje')).toBe(0);
    expect(await relatorio('ontem')).toBe(42);
    expect(await historico('hoje')).toBe(0);
    expect(await historico('todas')).toBe(42);
  });
});
