import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/helpers';

const t = useTestApp();
const producao = useTestApp({ env: { NODE_ENV: 'development' } });

describe('the movable clock (NODE_ENV=test only)', () => {
  it('moving it forward makes a fresh item late: its void then needs a reason', async () => {
    const { ids } = await t.abrirCom(4, [['Suco Natural', 1]]);
    const avancar = await t.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms: 180_000 } });
    expect(avancar.statusCode).toBe(200);
    expect(new Date(avancar.json().agora).getTime() - Date.now()).toBeGreaterThan(170_000);
    const sem = await t.injectAs('garcom', { method: 'DELETE', url: `/api/vendas/itens/${ids[0]}` });
    expect([sem.statusCode, sem.json().message]).toEqual([400, 'Informe o motivo do cancelamento']);
  });

  it('is not mounted outside tests, nor in the API document', async () => {
    const res = await producao.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms: 1 } });
    expect(res.statusCode).toBe(404);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths).some((p) => p.includes('teste'))).toBe(false);
  });
});
