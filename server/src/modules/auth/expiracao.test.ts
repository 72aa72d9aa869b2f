import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';

// Token expiry is read on the app's clock (ctx.relogio), like every business rule: moving it (the test-only route)
// expires a token at once, with no real wait. One test, because the clock it moves is the whole file's app's.
const t = useTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const payload = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };

describe('token expiry by the app clock', () => {
  it('staff and admin tokens stop working once the clock passes their exp; a renewed one is stamped by that clock', async () => {
    const staff = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usuario: 'cozinha@demo.com.br', senha: 'demo123' },
      })
    ).json().token as string;
    const admin = (await t.adminAuth()).authorization.slice(7);
    const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
    const empresas = (token: string) => t.app.inject({ url: '/api/admin/empresas', headers: bearer(token) });
    expect((await me(staff)).statusCode).toBe(200);
    expect((await empresas(admin)).statusCode).toBe(200);

    // just before the staff token's exp it still opens; one second past, it is refused (cache included)
    const ms = payload(staff).exp * 1000 - Date.now();
    const avancar = (avancar_ms: number) =>
      t.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms } });
    expect((await avancar(ms - 2_000)).statusCode).toBe(200);
    expect((await me(staff)).statusCode).toBe(200);
    expect((await avancar(3_000)).statusCode).toBe(200);
    expect((await me(staff)).statusCode).toBe(401);

    // renewal trades it for one issued now by the app's clock, which opens again
    const renovada = await t.app.inject({ method: 'POST', url: '/api/auth/renovar', headers: bearer(staff) });
    expect(renovada.statusCode).toBe(200);
    const nova = renovada.json().token as string;
    expect(payload(nova).iat * 1000).toBeGreaterThan(Date.now() + ms - 5_000);
    expect((await me(nova)).statusCode).toBe(200);

    // the admin token (JWT_EXPIRES_IN, 12 h) ends the same way
    expect((await avancar(12 * 60 * 60 * 1000)).statusCode).toBe(200);
    expect((await empresas(admin)).statusCode).toBe(401);
  });
});
