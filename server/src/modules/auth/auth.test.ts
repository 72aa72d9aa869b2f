import { describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { useTestApp } from '../../../test/helpers';
import { AUD_ADMIN, AUD_STAFF } from '../../sessoes/tokens';

const t = useTestApp();

const login = (usuario: string, senha: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario, senha } });

describe('staff login', () => {
  it('logs in with the e-mail in any case and reports the first access once', async () => {
    const first = await login('Garcom@Demo.com.br', 'demo123');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.user).toMatchObject({ nome: 'Gabriel Garçom', perfil: 'GARCOM', primeiro_acesso: true });
    expect(body.empresa).toMatchObject({ fantasia: 'Restaurante Demo' });
    expect(typeof body.token).toBe('string');
    const second = await login('garcom@demo.com.br', 'demo123');
    expect(second.json().user.primeiro_acesso).toBe(false);
  });

  it('answers the same 401 message for an unknown user and a wrong password', async () => {
    const unknown = await login('ninguem@demo.com.br', 'demo123');
    const wrong = await login('admin@demo.com.br', 'errada');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().message).toBe('Usuário ou senha inválidos');
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('refuses empty fields with 400 and a pt-BR message', async () => {
    const res = await login('', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Usuário é obrigatório');
    // a body without the fields at all says the same, not zod's English default
    const semCampos = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(semCampos.statusCode).toBe(400);
    expect(semCampos.json().message).toBe('Usuário é obrigatório');
    const semSenha = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { usuario: 'x' } });
    expect(semSenha.json().message).toBe('Senha é obrigatória');
  });

  it('refuses an inactive user and an inactive company with 403, and revokes their tokens at once', async () => {
    const auth = await t.loginAs('caixa');
    const me = () => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect((await me()).statusCode).toBe(200); // the session is now in this instance's cache
    const caixa = (await t.injectAs('admin', { url: '/api/usuarios' }))
      .json()
      .find((u: { email: string }) => u.email === 'caixa@demo.com.br');
    const editar = (ativo: 'S' | 'N') =>
      t.injectAs('admin', { method: 'PATCH', url: `/api/usuarios/${caixa.id}`, payload: { ...caixa, ativo } });
    expect((await editar('N')).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    const res = await login('caixa@demo.com.br', 'demo123');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/inativo/);
    expect((await editar('S')).statusCode).toBe(200);

    t.esquecerLogins(); // the caixa's kept token was revoked, and the company's will be
    const deNovo = await t.loginAs('caixa');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: deNovo })).statusCode).toBe(200);
    const admin = await t.adminAuth();
    const empresas = await t.app.inject({ method: 'GET', url: '/api/admin/empresas', headers: admin });
    const { razao_social, fantasia, cnpj, email, telefone } = empresas.json().find((e: { id: number }) => e.id === 1);
    const desativar = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/empresas/1',
      headers: admin,
      payload: { razao_social, fantasia, cnpj, email, telefone, ativo: 'N' },
    });
    expect(desativar.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: deNovo })).statusCode).toBe(401);
    const blocked = await login('caixa@demo.com.br', 'demo123');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/Empresa inativa/);
    await t.ctx.db.updateTable('empresas').set({ ativo: 'S' }).execute();
    t.esquecerLogins();
  });
});

describe('tokens', () => {
  it('requires a token on staff routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: 'Login necessário' });
  });

  it('keeps staff and admin tokens apart (audience)', async () => {
    const staff = await t.loginAs('admin');
    const admin = await t.adminAuth();
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: staff })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin })).statusCode).toBe(401);
  });

  it('refuses a tampered token and an expired one', async () => {
    const { authorization } = await t.loginAs('gerente');
    const [h, p, s] = authorization.slice(7).split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, perfil: 'ADMIN' })).toString('base64url');
    const tampered = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${h}.${forged}.${s}` },
    });
    expect(tampered.statusCode).toBe(401);

    const otherKey = createSigner({ key: 'x'.repeat(40), aud: AUD_STAFF });
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${otherKey({ ...claims })}` },
    });
    expect(foreign.statusCode).toBe(401);

    const sameKey = createSigner({ key: t.ctx.config.jwtSecret, algorithm: 'HS256' });
    const expired = sameKey({
      ...claims,
      aud: AUD_STAFF,
      iat: claims.iat - 86_400,
      exp: Math.floor(Date.now() / 1000) - 60,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('admin logout revokes the admin token', async () => {
    const admin = await t.adminAuth();
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: admin })).statusCode).toBe(401);
    void AUD_ADMIN;
  });
});

describe('health', () => {
  it('reports the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', db: 'ok', realtime: 'ok' });
  });
});
