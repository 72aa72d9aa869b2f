import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MENSAGEM_AGENTE_RECUSADO, type AgenteCriadoDTO, type EstadoImpressaoDTO } from '@comanda/shared';
import { empacotarAgente } from '../../scripts/empacotar-agente';
import { AppError } from '../src/errors';
import { abrirAgente, AGENTE_EMPACOTADO } from '../src/modules/impressao/agente-download';
import { json, useTestApp, type Demo } from './helpers';
import { ImpressoraFalsa } from './impressora-falsa';
import { ate, RAIZ, type Processo } from './processo';

/**
 * The print agent as a restaurant gets it (issue: "the print agent ships from the server"): Settings › Impressoras
 * downloads one file from GET /api/impressoras/agente.js, and the computer runs `node agente.js --servidor … --token …`
 * from a folder with no clone of this repository and no node_modules. The file is built from the current sources as
 * `npm run build` builds it, downloaded as a manager, written to a fresh temp folder and run there with an environment
 * that points nowhere near the repository; it connects and prints on a fake network printer.
 */
const t = useTestApp();
let base = '';
const limpar: (() => Promise<unknown> | void)[] = [];
const pasta = mkdtempSync(path.join(os.tmpdir(), 'cv-agente-baixado-'));
/** Node's own modules, which a bundle for Node leaves as require('fs') and the like. */
const NATIVOS = new Set(builtinModules.map((m) => m.split('/')[0]!));

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  await empacotarAgente();
}, 60_000);
afterEach(async () => {
  for (const f of limpar.splice(0).reverse()) await f();
});
afterAll(() => rmSync(pasta, { recursive: true, force: true }));

async function ok<T = any>(quem: Demo, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) {
  const res = await t.injectAs(quem, { method, url, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return (res.statusCode === 204 ? undefined : json<T>(res)) as T;
}

/** `node <pasta>/agente.js …` with the folder as its working directory and only PATH and HOME in its environment. */
function rodar(arquivo: string, args: string[]): Processo & { proc: ChildProcess } {
  let texto = '';
  const proc = spawn(process.execPath, [arquivo, ...args], {
    cwd: path.dirname(arquivo),
    env: { PATH: process.env.PATH ?? '', HOME: path.dirname(arquivo), USERPROFILE: path.dirname(arquivo) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (texto += d));
  proc.stderr!.on('data', (d) => (texto += d));
  const fim = new Promise<number | string>((r) => proc.once('exit', (c, s) => r(c ?? s ?? '')));
  limpar.push(async () => {
    if (proc.exitCode == null && proc.signalCode == null) proc.kill('SIGKILL');
    await fim;
  });
  return { proc, pid: proc.pid!, saida: () => texto, fim };
}

/** Downloads the agent as `quem` into a new folder under the system's temp dir; returns the file's path. */
async function baixar(quem: Demo): Promise<string> {
  const res = await t.injectAs(quem, { url: '/api/impressoras/agente.js' });
  expect(res.statusCode).toBe(200);
  const dir = mkdtempSync(path.join(pasta, 'pc-'));
  const arquivo = path.join(dir, 'agente.js');
  writeFileSync(arquivo, res.rawPayload);
  return arquivo;
}

describe('GET /api/impressoras/agente.js', () => {
  it('asks for a session, and a profile that manages printers (ADMIN, GERENTE)', async () => {
    const url = '/api/impressoras/agente.js';
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    for (const quem of ['garcom', 'caixa', 'cozinha'] as const)
      expect((await t.injectAs(quem, { url })).statusCode, quem).toBe(403);
    for (const quem of ['gerente', 'admin'] as const) {
      const res = await t.injectAs(quem, { url });
      expect(res.statusCode, quem).toBe(200);
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="agente.js"');
      // the file the build wrote, byte for byte
      expect(res.rawPayload.equals(readFileSync(AGENTE_EMPACOTADO))).toBe(true);
    }
  });

  it('answers 503 with a pt-BR message on a server that was never built', () => {
    const semBuild = path.join(pasta, 'nao-existe', 'agente.js');
    expect(() => abrirAgente(semBuild)).toThrow(AppError);
    try {
      abrirAgente(semBuild);
    } catch (e) {
      expect((e as AppError).statusCode).toBe(503);
      expect((e as AppError).message).toBe(
        'O agente de impressão não foi compilado neste servidor; rode "npm run build".',
      );
    }
  });

  it('is one file with everything in it: Node runs it from a folder outside the repository', async () => {
    const arquivo = await baixar('gerente');
    // nothing above the folder could lend it a package: not the repository, no node_modules, no package.json
    expect(path.relative(RAIZ, arquivo).startsWith('..')).toBe(true);
    for (let d = path.dirname(arquivo); d !== path.dirname(d); d = path.dirname(d)) {
      expect(existsSync(path.join(d, 'node_modules')), d).toBe(false);
      expect(existsSync(path.join(d, 'package.json')), d).toBe(false);
    }
    const codigo = readFileSync(arquivo, 'utf8');
    // no require or import of a package: only Node's own modules (the optional native speed-ups of ws are tried in a
    // try/catch and skipped)
    const pacotes = [...codigo.matchAll(/\brequire\(["']([^"']+)["']\)/g)]
      .map((m) => m[1]!)
      .filter((n) => !n.startsWith('node:') && !NATIVOS.has(n.split('/')[0]!));
    expect([...new Set(pacotes)].sort()).toEqual(['bufferutil', 'utf-8-validate']);
    expect(codigo).not.toMatch(/^\s*import\s/m);

    const ajuda = rodar(arquivo, ['--ajuda']);
    expect(await ajuda.fim).toBe(0);
    expect(ajuda.saida()).toContain('Uso: node agente.js --servidor URL --token TOKEN');
  });

  it('downloaded by a manager, it connects with its token and prints a waiter’s order', async () => {
    const arquivo = await baixar('gerente');
    const estacao = (await ok('admin', 'POST', '/api/estacoes', { nome: 'Cozinha Baixada' })).id as number;
    const categoria = (await ok('admin', 'POST', '/api/categorias', { nome: 'Baixados', estacao_id: estacao })).id;
    const produto = (
      await ok('admin', 'POST', '/api/produtos', { nome: 'Moqueca', preco: 42, categoria_id: categoria })
    ).id as number;
    const impressora = await new ImpressoraFalsa().ligar();
    limpar.push(() => impressora.desligar());
    const imp = await ok('gerente', 'POST', '/api/impressoras', {
      nome: 'Cozinha Baixada',
      host: '127.0.0.1',
      porta: impressora.porta,
      largura: 80,
      estacao_ids: [estacao],
      tipos: ['producao'],
    });
    limpar.push(() => ok('admin', 'DELETE', `/api/impressoras/${imp.id}`));
    const { id, token } = await ok<AgenteCriadoDTO>('gerente', 'POST', '/api/impressoras/agentes', {
      nome: 'PC sem repositório',
    });
    limpar.push(() => ok('admin', 'DELETE', `/api/impressoras/agentes/${id}`).catch(() => {}));

    const dados = path.join(path.dirname(arquivo), 'dados');
    const agente = rodar(arquivo, ['--servidor', base, '--token', token, '--dados', dados]);
    const estado = () => ok<EstadoImpressaoDTO>('garcom', 'GET', '/api/impressoes/estado');
    await ate(async () => (await estado()).agentes.find((a) => a.id === id)?.conectado, 20_000, 'o agente', agente);

    const mesa = (await ok('admin', 'POST', '/api/mesas', { numero: 701, nome: 'Mesa', capacidade: 4 })).id;
    const venda = await ok<{ id: number }>('garcom', 'POST', '/api/vendas', { mesa_id: mesa });
    await ok('garcom', 'POST', `/api/vendas/${venda.id}/itens`, { produto_id: produto, quantidade: 2 });
    await ate(() => impressora.recebidos.length === 1, 20_000, 'o ticket na impressora', agente);
    const [ticket] = impressora.textos();
    expect(ticket).toContain('COZINHA BAIXADA');
    expect(ticket).toContain('Mesa 701');
    expect(ticket).toContain('2x Moqueca');
    await ate(
      async () => (await estado()).impressoras.find((i) => i.id === imp.id)?.online,
      10_000,
      'a impressora online',
      agente,
    );
    // it remembers what it printed in its own data folder, next to it
    expect(existsSync(dados)).toBe(true);
  }, 60_000);

  it('refused (a revoked token), it says so in pt-BR and exits with code 2', async () => {
    const arquivo = await baixar('admin');
    const { id, token } = await ok<AgenteCriadoDTO>('admin', 'POST', '/api/impressoras/agentes', { nome: 'PC velho' });
    await ok('admin', 'DELETE', `/api/impressoras/agentes/${id}`);
    const agente = rodar(arquivo, ['--servidor', base, '--token', token, '--dados', path.dirname(arquivo)]);
    expect(await agente.fim).toBe(2);
    expect(agente.saida()).toContain(MENSAGEM_AGENTE_RECUSADO);
  }, 30_000);
});
