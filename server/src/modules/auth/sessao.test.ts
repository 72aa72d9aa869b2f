import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { AUD_STAFF } from '../../sessoes/tokens';

// Sliding sessions (issue 13): short access tokens renewed while in use; idle sessions and revoked users end.
const t = useTestApp();
const decode = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    iat: number;
    exp: number;
    tv: number;
    sub: string;
  };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const renovar = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/renovar', headers: token ? bearer(token) : {} });

/** A staff token for the demo kitchen user, issued `minutos` ago. */
async function tokenDe(minutos: number, quem = 'cozinha@demo.com.br') {
  const u = await t.ctx.db
    .selectFrom('usuarios')
    .select(['id', 'empresa_id', 'perfil', 'token_versao'])
    .where('email', '=', quem)
    .executeTakeFirstOrThrow();
  const iat = Math.floor(Date.now() / 1000) - minutos * 60;
  return t.app.jwt.sign(
    {
      sub: String(u.id),
      empresa_id: u.empresa_id,
      perfil: u.perfil,
      tv: u.token_versao,
      iat,
      jti: randomUUID(),
      sid: randomUUID(),
    },
    { aud: AUD_STAFF, expiresIn: '15m' },
  );
}

describe('sliding sessions', () => {
  it('login issues a short access token that renewal replaces with a fresh one', async () => {
    const token = (await t.loginAs('cozinha')).authorization.slice(7);
    const c = decode(token);
    expect(c.exp - c.iat).toBe(15 * 60);
    const res = await renovar(token);
    expect(res.statusCode).toBe(200);
    const novo = res.json().token as string;
    expect(decode(novo).sub).toBe(c.sub);
    expect(decode(novo).exp).toBeGreaterThanOrEqual(c.exp);
    expect((await me(novo)).statusCode).toBe(200);
  });

  it('a just-expired token of a session in use is renewed; it no longer opens anything by itself', async () => {
    const vencido = await tokenDe(20);
    expect((await me(vencido)).statusCode).toBe(401);
    const res = await renovar(vencido);
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).json().user.perfil).toBe('COZINHA');
  });

  it('an idle session (no renewal for JWT_EXPIRES_IN, 12 h) ends', async () => {
    const res = await renovar(await tokenDe(12 * 60 + 1));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sessão encerrada por inatividade. Faça login novamente.');
    expect((await renovar(await tokenDe(11 * 60 + 50))).statusCode).toBe(200);
  });

  it('revocation is instant: a role change or deactivation refuses renewal', async () => {
    const token = await tokenDe(1, 'garcom@demo.com.br');
    await t.ctx.db
      .updateTable('usuarios')
      .set((eb) => ({ token_versao: eb('token_versao', '+', 1) }))
      .where('email', '=', 'garcom@demo.com.br')
      .execute();
    expect((await renovar(token)).statusCode).toBe(401);
    const caixa = await tokenDe(1, 'caixa@demo.com.br');
    await t.ctx.db.updateTable('usuarios').set({ ativo: 'N' }).where('email', '=', 'caixa@demo.com.br').execute();
    expect((await renovar(caixa)).statusCode).toBe(401);
  });

  it('logout ends the whole sliding session: no token renewed from it comes back', async () => {
    const antigo = await tokenDe(20, 'gerente@demo.com.br');
    const atual = (await renovar(antigo)).json().token as string;
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(atual) })).statusCode).toBe(
      200,
    );
    expect((await me(atual)).statusCode).toBe(401);
    expect((await renovar(atual)).statusCode).toBe(401);
    expect((await renovar(antigo)).statusCode).toBe(401);
    // another session of the same user is untouched
    expect((await renovar(await tokenDe(20, 'gerente@demo.com.br'))).statusCode).toBe(200);
  });

  it('refuses no token, a forged one and a platform admin token', async () => {
    expect((await renovar()).statusCode).toBe(401);
    expect((await renovar('a.b.c')).statusCode).toBe(401);
    expect((await renovar((await t.adminAuth()).authorization.slice(7))).statusCode).toBe(401);
  });
});
