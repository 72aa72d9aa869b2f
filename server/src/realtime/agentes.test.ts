import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as conectar, type Socket } from 'socket.io-client';
import type { AgenteCriadoDTO, TrabalhoImpressao } from '@comanda/shared';
import { json, useTestApp, type Demo } from '../../test/helpers';
import { ate } from '../../test/processo';
import { NAMESPACE_AGENTES } from './rooms';

/**
 * The print agents' namespace with two agents of one company, as sockets this test drives (the real agent process is
 * server/test/impressao-agente.test.ts): what one agent reports about a job handed to the other changes nothing.
 */
const t = useTestApp();
let base = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => sockets.forEach((s) => s.disconnect()));

async function ok<T>(quem: Demo, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
  const res = await t.injectAs(quem, { method, url, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return json<T>(res);
}

/** A connected agent with the jobs it is sent. */
async function agente(nome: string) {
  const criado = await ok<AgenteCriadoDTO>('admin', 'POST', '/api/impressoras/agentes', { nome });
  const socket = conectar(`${base}${NAMESPACE_AGENTES}`, {
    auth: { agente: criado.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const jobs: TrabalhoImpressao[] = [];
  socket.on('impressao:job', (j: TrabalhoImpressao) => jobs.push(j));
  await new Promise<void>((r, f) => (socket.once('connect', () => r()), socket.once('connect_error', f)));
  return { id: criado.id, socket, jobs };
}

const job = (id: number) =>
  t.ctx.db
    .selectFrom('impressoes')
    .select(['situacao', 'agente_id', 'tentativas', 'ultimo_erro', 'impressa_em'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('print agents namespace', () => {
  it('hears a job\'s "printed", "error" and "expired" only from the agent it was handed to', async () => {
    const impressora = await ok<{ id: number }>('gerente', 'POST', '/api/impressoras', {
      nome: 'Caixa',
      host: '127.0.0.1',
      porta: 9,
      largura: 80,
      tipos: ['caixa'],
    });
    // only X is connected when the job is queued: it is handed to X
    const x = await agente('PC X');
    await ok('caixa', 'POST', '/api/caixa/imprimir', { impressora_id: impressora.id });
    const { id } = await ate(() => x.jobs[0], 10_000, 'o trabalho em X');
    const y = await agente('PC Y');

    // Y's reports on X's job, then one on the printer: a socket's events are handled in order, so once the printer
    // shows Y's marker, Y's reports on the job have been handled too
    let marcas = 0;
    const depoisDeY = async (emitir: () => void) => {
      emitir();
      const marca = `marca ${++marcas}`;
      y.socket.emit('impressao:impressora', { id: impressora.id, online: false, erro: marca });
      await ate(
        async () =>
          (await t.ctx.db.selectFrom('impressoras').select('erro').where('id', '=', impressora.id).executeTakeFirst())
            ?.erro === marca,
        10_000,
        marca,
      );
    };
    const intocado = { situacao: 'enviada', agente_id: x.id, tentativas: 0, ultimo_erro: null, impressa_em: null };
    await depoisDeY(() => y.socket.emit('impressao:erro', { id, erro: 'sem papel' }));
    expect(await job(id)).toEqual(intocado);
    await depoisDeY(() => y.socket.emit('impressao:expirada', { id }));
    expect(await job(id)).toEqual(intocado);
    await depoisDeY(() => y.socket.emit('impressao:ok', { id }));
    expect(await job(id)).toEqual(intocado);
    expect(y.jobs).toEqual([]);

    // X, the agent it was handed to, is heard
    x.socket.emit('impressao:erro', { id, erro: 'tampa aberta' });
    await ate(async () => (await job(id)).tentativas === 1, 10_000, 'o erro de X');
    x.socket.emit('impressao:ok', { id });
    await ate(async () => (await job(id)).situacao === 'impressa', 10_000, 'a confirmação de X');
    expect(await job(id)).toMatchObject({ agente_id: x.id, ultimo_erro: null, impressa_em: expect.any(Date) });
  });
});
