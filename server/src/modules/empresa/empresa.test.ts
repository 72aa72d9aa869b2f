import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import type { DomainEvent } from '@comanda/shared/events';
import { useTestApp } from '../../../test/helpers';

const t = useTestApp();
let base = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.forEach((s) => s.disconnect()));

function staffSocket(authorization: string): Promise<Socket> {
  const s = connect(base, {
    auth: { token: authorization.slice(7) },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(s);
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}

const patch = async (payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/empresa', headers: await t.loginAs('admin'), payload: payload as object });

describe('company settings', () => {
  it("a PATCH reaches the company's open screens after commit as empresa:atualizada", async () => {
    const garcom = await staffSocket((await t.loginAs('garcom')).authorization);
    const chegou = new Promise<unknown>((resolve) => garcom.once('empresa:atualizada', resolve));

    const res = await patch({ fantasia: 'Bar Novo', taxa_servico_percentual: 12 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 1, fantasia: 'Bar Novo', taxa_servico_percentual: 12 });
    expect(await chegou).toEqual({ empresa: { id: 1, fantasia: 'Bar Novo' } });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/empresa', headers: await t.loginAs('gerente') })).json(),
    ).toMatchObject({
      fantasia: 'Bar Novo',
      taxa_servico_percentual: 12,
    });
  });

  it('a refused PATCH changes nothing and publishes nothing', async () => {
    const eventos: DomainEvent[] = [];
    const parar = t.ctx.bus.subscribe((e) => eventos.push(e));
    try {
      const res = await patch({ fantasia: 'Outro Nome', alerta_amarelo_min: 30, alerta_vermelho_min: 20 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('O alerta vermelho deve vir depois do amarelo');
      expect((await patch({ cnpj: '11.111.111/1111-11' })).json().message).toBe('CNPJ inválido');
    } finally {
      parar();
    }
    expect(eventos).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/empresa', headers: await t.loginAs('admin') })).json().fantasia,
    ).not.toBe('Outro Nome');
  });
});
