import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';

describe('route contracts outside production', () => {
  const t = useTestApp();

  it('/api/docs/json lists the routes with their params, query, body and response schemas', async () => {
    // built on its first request, in an instance of its own: the app starts without @fastify/swagger
    expect(t.app.hasDecorator('swagger')).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: '/api/docs/json' });
    expect([head.statusCode, head.headers['content-length']]).toEqual([200, String(res.rawPayload.length)]);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const mesa = doc.paths['/api/mesas/{id}'];
    expect(mesa.patch.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id', required: true })]);
    const corpo = mesa.patch.requestBody.content['application/json'].schema;
    expect(corpo.required).toEqual(['numero', 'nome', 'capacidade']);
    // the success answer, then every error the route can give (input, session, profile, id, state, database)
    const erros = ['400', '401', '403', '404', '409', '503'];
    expect(Object.keys(mesa.patch.responses)).toEqual(['200', ...erros]);
    expect(Object.keys(mesa.delete.responses)).toEqual(['204', ...erros]);
    const completo = doc.paths['/api/relatorios/completo'].get;
    expect(completo.parameters).toEqual([
      expect.objectContaining({ in: 'query', name: 'periodo', schema: expect.objectContaining({ default: 'hoje' }) }),
    ]);
    const relatorio = completo.responses['200'].content['application/json'].schema;
    expect(Object.keys(relatorio.properties)).toEqual([
      'empresa',
      'resumo',
      'produtos',
      'mesas',
      'funcionarios',
      'tempoPreparo',
    ]);
    // the documentation's own routes are not part of the API
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('validation by the route schema answers exactly as a Schema.parse in a handler did', async () => {
    const staff = await t.loginAs('admin');
    const mesa = await t.app.inject({
      method: 'POST',
      url: '/api/mesas',
      headers: staff,
      payload: { numero: 'x', nome: 'A', capacidade: 4 },
    });
    expect(mesa.statusCode).toBe(400);
    expect(mesa.json()).toEqual({
      error: 'Dados inválidos',
      message: 'Preencha todos os campos obrigatórios',
      details: [{ campo: 'numero', mensagem: 'Preencha todos os campos obrigatórios' }],
    });
    const id = await t.app.inject({ method: 'GET', url: '/api/mesas/abc', headers: staff });
    expect(id.json()).toEqual({
      error: 'Dados inválidos',
      message: 'Identificador inválido',
      details: [{ campo: 'id', mensagem: 'Identificador inválido' }],
    });
    // the guard still comes first: no token is a 401 whatever the body
    expect((await t.app.inject({ method: 'POST', url: '/api/mesas', payload: {} })).statusCode).toBe(401);
    // and so is the permission: a waiter may not create tables, valid body or not
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/mesas', headers: await t.loginAs('garcom'), payload: {} }))
        .statusCode,
    ).toBe(403);
  });

  it('serves the UI at /api/docs under the app-wide CSP (no inline script)', async () => {
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-security-policy']).toContain("script-src 'self'");
    expect(ui.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>/);
    const js = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(js.statusCode).toBe(200);
  });
});

describe('route contracts in production', () => {
  const t = useTestApp({ seed: false, env: { NODE_ENV: 'production' } });

  it('still serves /api/docs/json, but not the UI', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/mesas']).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' })).statusCode).toBe(404);
  });
});
