import { describe, expect, it } from 'vitest';
import type { AgenteDTO, ImpressoraDTO } from '@comanda/shared';
import { json, useTestApp } from '../../../test/helpers';

const t = useTestApp();
const corpo = (extra: object = {}) => ({
  nome: 'Cozinha',
  host: '192.168.0.50',
  largura: 80,
  estacao_ids: [],
  tipos: ['producao', 'cancelamento'],
  ...extra,
});

describe('printers and print agents API', () => {
  it('ADMIN and GERENTE manage printers with defaults and pt-BR validation; other profiles may not', async () => {
    const criada = await t.injectAs('gerente', { method: 'POST', url: '/api/impressoras', payload: corpo() });
    expect(criada.statusCode).toBe(201);
    const p = json<ImpressoraDTO>(criada);
    expect(p).toMatchObject({ porta: 9100, copias: 1, ativa: true, pagina_codigo: 'CP860', largura: 80 });
    expect(p.estado).toEqual({ online: false, desde: null, aguardando: 0, erro: null });

    const editada = await t.injectAs('admin', {
      method: 'PATCH',
      url: `/api/impressoras/${p.id}`,
      payload: { largura: 58, copias: 2 },
    });
    expect(json<ImpressoraDTO>(editada)).toMatchObject({ largura: 58, copias: 2, nome: 'Cozinha' });

    const invalida = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/impressoras',
      payload: corpo({ copias: 9 }),
    });
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().message).toBe('Cópias deve ser um número de 1 a 5');
    const largura = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/impressoras',
      payload: corpo({ largura: 70 }),
    });
    expect(largura.json().message).toBe('Largura do papel deve ser 80 ou 58 mm');
    const estacao = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/impressoras',
      payload: corpo({ estacao_ids: [999999] }),
    });
    expect(estacao.json().message).toBe('Estação não encontrada');

    for (const quem of ['garcom', 'caixa', 'cozinha'] as const)
      expect((await t.injectAs(quem, { url: '/api/impressoras' })).statusCode).toBe(403);
    // every profile sees the printers' state
    expect((await t.injectAs('cozinha', { url: '/api/impressoes/estado' })).statusCode).toBe(200);

    expect((await t.injectAs('admin', { method: 'DELETE', url: `/api/impressoras/${p.id}` })).statusCode).toBe(204);
    expect((await t.injectAs('admin', { method: 'DELETE', url: `/api/impressoras/${p.id}` })).statusCode).toBe(404);
  });

  it('shows an agent token once and stores only its hash', async () => {
    const res = await t.injectAs('admin', { method: 'POST', url: '/api/impressoras/agentes', payload: { nome: 'PC' } });
    expect(res.statusCode).toBe(201);
    const { id, token } = res.json() as { id: number; token: string };
    expect(token).toMatch(/^cva_[A-Za-z0-9_-]{43}$/);
    const linha = await t.ctx.db
      .selectFrom('impressao_agentes')
      .select('token_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(linha.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(linha)).not.toContain(token.slice(4));
    const lista = json<AgenteDTO[]>(await t.injectAs('gerente', { url: '/api/impressoras/agentes' }));
    expect(lista.find((a) => a.id === id)).toMatchObject({ nome: 'PC', conectado: false });
    expect(JSON.stringify(lista)).not.toContain(token);
  });

  it("stamps what it records by the app's clock (issue 36), not the system's: a revocation, the cash-up's time", async () => {
    // the app's clock moved 10 minutes ahead of the system's (a test-only route: server/src/relogio.ts)
    const avanco = 10 * 60 * 1000;
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/teste/relogio', payload: { avancar_ms: avanco } })).statusCode,
    ).toBe(200);
    const depois = Date.now() + avanco - 1000;
    const agente = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/impressoras/agentes',
      payload: { nome: 'X' },
    });
    const { id } = agente.json() as { id: number };
    expect((await t.injectAs('admin', { method: 'DELETE', url: `/api/impressoras/agentes/${id}` })).statusCode).toBe(
      204,
    );
    const revogado = await t.ctx.db
      .selectFrom('impressao_agentes')
      .select(['revogado_em', 'desconectado_desde'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(revogado.revogado_em!.getTime()).toBeGreaterThan(depois);
    expect(revogado.desconectado_desde!.getTime()).toBeGreaterThan(depois);

    const caixa = json<ImpressoraDTO>(
      await t.injectAs('admin', { method: 'POST', url: '/api/impressoras', payload: corpo({ tipos: ['caixa'] }) }),
    );
    const res = await t.injectAs('caixa', {
      method: 'POST',
      url: '/api/caixa/imprimir',
      payload: { impressora_id: caixa.id },
    });
    expect(res.statusCode, res.body).toBe(202);
    const job = await t.ctx.db
      .selectFrom('impressoes')
      .select('payload')
      .where('impressora_id', '=', caixa.id)
      .executeTakeFirstOrThrow();
    expect(new Date((job.payload as { emitido_em: string }).emitido_em).getTime()).toBeGreaterThan(depois);
  });
});
