import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import { createSigner } from 'fast-jwt';
import { useTestApp } from '../../../test/helpers';
import { AUD_STAFF } from '../../sessoes/tokens';

// Default config: TRUST_PROXY unset, so X-Forwarded-For is the client's own claim and must change nothing.
const t = useTestApp();

const login = (usuario: string, senha: string, remoteAddress: string, xff?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usuario, senha },
    remoteAddress,
    headers: xff ? { 'x-forwarded-for': xff } : {},
  });
const forjado = (i: number) => `203.0.113.${i % 250}, 198.51.100.${i % 250}`;

describe('login limits with the default config (no trusted proxy)', () => {
  it('a forged X-Forwarded-For does not escape the per-address limit', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++)
      codes.push((await login(`ninguem${i}@x.com.br`, 'errada', '10.50.0.1', forjado(i))).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.slice(20)).toEqual([429, 429]);
  });

  it('5 failures on one account answer 429 with Retry-After for that address, forged headers or not; another address still logs in', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login('gerente@demo.com.br', `errada${i}`, '10.60.0.1', forjado(i))).statusCode).toBe(401);
    const bloqueado = await login('gerente@demo.com.br', 'demo123', '10.60.0.1', forjado(99));
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toMatchObject({
      error: 'Muitas requisições',
      message: 'Muitas tentativas de login. Tente novamente em 15 minutos.',
    });
    const retry = Number(bloqueado.headers['retry-after']);
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    // the account's owner, elsewhere, is not locked out
    expect((await login('gerente@demo.com.br', 'demo123', '10.60.0.2')).statusCode).toBe(200);
    // and the blocked address stays blocked (the owner's success elsewhere does not clear it)
    expect((await login('gerente@demo.com.br', 'demo123', '10.60.0.1')).statusCode).toBe(429);
  });

  it('the block doubles per further failure, capped at one hour', async () => {
    for (let i = 0; i < 5; i++) await login('garcom@demo.com.br', 'errada', '10.61.0.1');
    // let the first block pass, fail again: the next block is twice as long
    await t.ctx.db
      .updateTable('login_falhas')
      .set({ bloqueado_ate: new Date(Date.now() - 1000) })
      .where('conta', '=', 'staff:garcom@demo.com.br')
      .execute();
    expect((await login('garcom@demo.com.br', 'errada', '10.61.0.1')).statusCode).toBe(401);
    expect(Number((await login('garcom@demo.com.br', 'errada', '10.61.0.1')).headers['retry-after'])).toBeGreaterThan(
      29 * 60,
    );
    await t.ctx.db
      .updateTable('login_falhas')
      .set({ falhas: 40, bloqueado_ate: new Date(Date.now() - 1000) })
      .where('conta', '=', 'staff:garcom@demo.com.br')
      .where('ip', '=', '10.61.0.1')
      .execute();
    await login('garcom@demo.com.br', 'errada', '10.61.0.1');
    expect(Number((await login('garcom@demo.com.br', 'errada', '10.61.0.1')).headers['retry-after'])).toBe(3600);
  });

  it('a spread-out attack slows every address down with a bounded backoff, then the owner gets in', async () => {
    for (let i = 1; i <= 10; i++)
      expect((await login('caixa@demo.com.br', 'errada', `10.70.0.${i}`)).statusCode).toBe(401);
    const dono = await login('caixa@demo.com.br', 'demo123', '10.70.1.1');
    expect(dono.statusCode).toBe(429);
    expect(Number(dono.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
    // more failures grow the wait, never past 5 minutes
    await t.ctx.db
      .updateTable('login_falhas')
      .set({ falhas: 60, bloqueado_ate: new Date(Date.now() - 1000) })
      .where('conta', '=', 'staff:caixa@demo.com.br')
      .where('ip', '=', '*')
      .execute();
    await login('caixa@demo.com.br', 'errada', '10.70.0.77');
    expect(Number((await login('caixa@demo.com.br', 'demo123', '10.70.1.1')).headers['retry-after'])).toBe(300);
    // once the wait has passed the owner logs in, which clears the account's counter
    await t.ctx.db
      .updateTable('login_falhas')
      .set({ bloqueado_ate: new Date(Date.now() - 1000) })
      .where('conta', '=', 'staff:caixa@demo.com.br')
      .execute();
    expect((await login('caixa@demo.com.br', 'demo123', '10.70.1.1')).statusCode).toBe(200);
    const conta = await t.ctx.db
      .selectFrom('login_falhas')
      .select('ip')
      .where('conta', '=', 'staff:caixa@demo.com.br')
      .where('ip', '=', '*')
      .execute();
    expect(conta).toEqual([]);
  });

  it('the platform admin login has the same per-account brake', async () => {
    const adm = (password: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username: 'admin', password },
        remoteAddress,
        headers: { 'x-forwarded-for': '1.2.3.4' },
      });
    for (let i = 0; i < 5; i++) expect((await adm('errada', '10.80.0.1')).statusCode).toBe(401);
    const r = await adm('admin123', '10.80.0.1');
    expect(r.statusCode).toBe(429);
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect((await adm('admin123', '10.80.0.2')).statusCode).toBe(200);
  });
});

describe('staff logout', () => {
  let base = '';
  const sockets: Socket[] = [];
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  });
  afterAll(() => sockets.forEach((s) => s.disconnect()));
  const socket = (token: string) => {
    const s = connect(base, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
    sockets.push(s);
    return s;
  };
  const entrar = async () => (await login('admin@demo.com.br', 'demo123', '10.90.0.1')).json().token as string;
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('revokes that token at once (HTTP and socket), and only that one', async () => {
    const [a, b] = [await entrar(), await entrar()];
    const sa = socket(a);
    const sb = socket(b);
    await Promise.all(
      [sa, sb].map(
        (s) =>
          new Promise<void>((ok, ko) => {
            s.once('connect', () => ok());
            s.once('connect_error', ko);
          }),
      ),
    );
    const caiu = new Promise<string>((ok) => sa.once('disconnect', (r) => ok(r)));

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${a}` },
    });
    expect(res.statusCode).toBe(200);
    expect(await caiu).toBe('io server disconnect');
    expect((await me(a)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${a}` } }))
        .statusCode,
    ).toBe(401);
    // a new handshake with the revoked token is refused
    const again = socket(a);
    expect(
      await new Promise<string>((ok, ko) => {
        again.once('connect', () => ko(new Error('connected')));
        again.once('connect_error', (e) => ok(e.message));
      }),
    ).toBe('Não autorizado');
    // the same user's other device stays signed in
    expect((await me(b)).statusCode).toBe(200);
    expect(sb.connected).toBe(true);
  });

  it('refuses tokens without aud, exp or jti even when correctly signed', async () => {
    const valido = await entrar();
    const claims = JSON.parse(Buffer.from(valido.split('.')[1]!, 'base64url').toString());
    const sign = createSigner({ key: t.ctx.config.jwtSecret, algorithm: 'HS256' });
    const semAud = { ...claims };
    delete semAud.aud;
    const semExp = { ...claims };
    delete semExp.exp;
    const semJti = { ...claims };
    delete semJti.jti;
    expect((await me(sign(claims))).statusCode).toBe(200);
    for (const c of [semAud, semExp, semJti]) expect((await me(sign(c))).statusCode).toBe(401);

    // the platform admin's token too: no aud or no exp is refused
    const admin = (await t.adminAuth()).authorization.slice(7);
    const adminClaims = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString());
    const listar = (tok: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/empresas', headers: { authorization: `Bearer ${tok}` } });
    expect((await listar(sign(adminClaims))).statusCode).toBe(200);
    for (const campo of ['aud', 'exp']) {
      const c = { ...adminClaims };
      delete c[campo];
      expect((await listar(sign(c))).statusCode).toBe(401);
    }
    void AUD_STAFF;
  });
});
