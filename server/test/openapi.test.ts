import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { PRAZO_PROCESSO, diretorioMigrado, encerrar, iniciarServidor, type Servidor } from './processo';

const t = useTestApp();
const run = promisify(execFile);
const require = createRequire(import.meta.url);
const binario = (pacote: string, bin: string) =>
  path.join(path.dirname(require.resolve(`${pacote}/package.json`)), bin);

type Operacao = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, unknown>;
};
type Documento = {
  paths: Record<string, Record<string, Operacao>>;
  servers?: { url: string }[];
  tags?: { name: string; description?: string }[];
};
let documento: Documento;
let dir: string;
const operacoesDe = (doc: Documento) =>
  Object.entries(doc.paths).flatMap(([caminho, metodos]) =>
    Object.entries(metodos).map(([metodo, op]) => ({ rota: `${metodo.toUpperCase()} ${caminho}`, op })),
  );
const operacoes = () => operacoesDe(documento);

/** A linter's findings, each as `rule #/json/pointer`. */
type Achados = { erros: string[]; avisos: string[] };

/** Redocly's `recommended` rules (its default), as an integrator runs `redocly lint`. */
async function redocly(arquivo: string): Promise<Achados> {
  const cli = binario('@redocly/cli', 'bin/cli.js');
  // redocly exits 1 when it finds errors; the JSON report is printed either way
  const { stdout } = await run(process.execPath, [cli, 'lint', arquivo, '--format=json'], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((e: { stdout: string }) => ({ stdout: e.stdout }));
  const relatorio = JSON.parse(stdout) as {
    totals: { errors: number };
    problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
  };
  const de = (gravidade: string) =>
    relatorio.problems.filter((p) => p.severity === gravidade).map((p) => `${p.ruleId} ${p.location[0]?.pointer}`);
  const erros = de('error');
  // the total too: an error the report lists nowhere still fails
  expect(relatorio.totals.errors).toBe(erros.length);
  return { erros, avisos: de('warn') };
}

/** Spectral's `spectral:oas` ruleset (its recommended rules), as an integrator runs `spectral lint`. */
async function spectral(arquivo: string): Promise<Achados> {
  const regras = path.join(path.dirname(arquivo), 'spectral.yaml');
  writeFileSync(regras, 'extends: ["spectral:oas"]\n');
  const cli = binario('@stoplight/spectral-cli', 'dist/index.js');
  // spectral exits 1 when it finds errors; the JSON report is printed either way
  const { stdout, stderr } = await run(
    process.execPath,
    [cli, 'lint', arquivo, '--ruleset', regras, '--format', 'json', '--quiet'],
    { maxBuffer: 64 * 1024 * 1024 },
  ).catch((e: { stdout: string; stderr: string }) => e);
  // severity: 0 error, 1 warning, 2 information, 3 hint
  let resultados: { code: string; severity: number; path: (string | number)[] }[];
  try {
    resultados = JSON.parse(stdout) as typeof resultados;
  } catch (e) {
    throw new Error(`spectral não gerou o relatório: ${stderr}`, { cause: e });
  }
  const ponteiro = (p: (string | number)[]) =>
    `#/${p.map((s) => String(s).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;
  const de = (gravidade: number) =>
    resultados.filter((r) => r.severity === gravidade).map((r) => `${r.code} ${ponteiro(r.path)}`);
  return { erros: de(0), avisos: de(1) };
}

/** The warnings both linters may still give, by rule; any other warning fails. */
const REDOCLY_AVISOS = [
  // the health check has no 4xx answer (it has none to give)
  'operation-4xx-response #/paths/~1api~1health/get/responses',
];
// operations are described by their pt-BR summary, and the document names no contact
const SPECTRAL_REGRAS_DE_AVISO = ['info-contact', 'operation-description'];
const regraDe = (achado: string) => achado.split(' ')[0]!;

/** Every tag an operation uses is defined (with a pt-BR description), and every defined tag is used. */
function tagsDefinidas(doc: Documento) {
  const definidas = (doc.tags ?? []).map((tg) => tg.name);
  expect(new Set(definidas).size).toBe(definidas.length);
  for (const tag of doc.tags ?? []) expect(tag.description?.length, tag.name).toBeGreaterThan(15);
  const usadas = new Set(operacoesDe(doc).flatMap(({ op }) => op.tags ?? []));
  const indefinidas = operacoesDe(doc).filter(({ op }) => op.tags?.some((tg) => !definidas.includes(tg)));
  expect(indefinidas.map((o) => `${o.rota}: ${o.op.tags?.join(', ')}`)).toEqual([]);
  expect([...usadas].sort()).toEqual([...definidas].sort());
}

beforeAll(async () => {
  documento = (await t.app.inject({ url: '/api/docs/json' })).json();
  dir = mkdtempSync(path.join(tmpdir(), 'cv-openapi-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The linters (Redocly, Spectral) and the tag check run on the document a started server serves (below), which must be
// this one: each linter run takes seconds, and linting both found nothing the other did not.
describe('the OpenAPI document integrators generate clients from', () => {
  it('names every operation once, in camelCase, with a pt-BR summary, a tag, its security and its errors', () => {
    const ops = operacoes();
    expect(ops.length).toBeGreaterThan(90);
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { rota, op } of ops) {
      expect(op.operationId, rota).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(op.summary?.length, rota).toBeGreaterThan(5);
      expect(op.tags?.length, rota).toBe(1);
      expect(Array.isArray(op.security), rota).toBe(true);
      if (rota !== 'GET /api/health')
        expect(
          Object.keys(op.responses).some((s) => /^4\d\d$/.test(s)),
          rota,
        ).toBe(true);
    }
    // staff routes ask for the staff token, the platform's for the admin token, the diner's for none
    const por = (r: string) => ops.find((o) => o.rota === r)!.op;
    expect(por('POST /api/vendas/{id}/itens').security).toEqual([{ bearer: [] }]);
    expect(por('GET /api/admin/empresas').security).toEqual([{ admin: [] }]);
    expect(por('GET /api/public/comanda/{token}').security).toEqual([]);
    expect(Object.keys(por('POST /api/vendas/{id}/itens').responses).sort()).toEqual(
      ['201', '400', '401', '403', '404', '409', '503'].sort(),
    );
    expect(documento.servers?.length).toBeGreaterThan(0);
  });

  it('declares a real schema for every JSON success body (a generated client gets types, not unknown)', () => {
    const vagos: string[] = [];
    for (const { rota, op } of operacoes())
      for (const [status, resposta] of Object.entries(op.responses as Record<string, { content?: object }>)) {
        const esquema = (resposta.content as Record<string, { schema?: object }> | undefined)?.['application/json']
          ?.schema as Record<string, unknown> | undefined;
        if (!status.startsWith('2') || !esquema) continue;
        const itens = (esquema.items ?? esquema) as Record<string, unknown>;
        if (!itens.$ref && !itens.type && !itens.anyOf && !itens.oneOf) vagos.push(`${rota} ${status}`);
      }
    expect(vagos).toEqual([]);
  });

  it('leaves out the spec paths that read ambiguously and documents their twins', () => {
    const caminhos = Object.keys(documento.paths);
    expect(caminhos).toContain('/api/mesas/{id}/venda');
    expect(caminhos).toContain('/api/venda-itens/{id}');
    expect(caminhos).not.toContain('/api/vendas/mesa/{id}');
    expect(caminhos).not.toContain('/api/vendas/itens/{id}');
  });

  it('generates a typed client with openapi-typescript that typechecks against real response types', async () => {
    const tipos = astToString(await openapiTS(JSON.stringify(documento)));
    writeFileSync(path.join(dir, 'api.d.ts'), tipos);
    // an integrator's code: it compiles only if the document carries real operation, parameter and body types
    writeFileSync(
      path.join(dir, 'uso.ts'),
      `import type { components, operations, paths } from './api';
type Json<T> = T extends { content: { 'application/json': infer C } } ? C : never;
type Mesas = Json<paths['/api/mesas']['get']['responses'][200]>;
export const numero = (m: Mesas[number]): number => m.numero;
type Item = Json<operations['adicionarItem']['responses'][201]>;
export const total = (i: Item): number => i.total + i.quantidade;
export const corpo: NonNullable<operations['adicionarItem']['requestBody']>['content']['application/json'] = {
  produto_id: 1,
  quantidade: 2,
};
export const idDaVenda: operations['adicionarItem']['parameters']['path']['id'] = 10;
type Erro = Json<operations['adicionarItem']['responses'][409]>;
export const mensagem = (e: Erro): string => e.message;
export type Venda = components['schemas']['VendaDTO'];
export const restante = (v: Venda): number => v.restante;
`,
    );
    const tsc = binario('typescript', 'bin/tsc');
    const args = ['--noEmit', '--strict', '--skipLibCheck', '--target', 'es2022', '--module', 'esnext'];
    const r = await run(process.execPath, [tsc, ...args, path.join(dir, 'uso.ts')]).catch((e: { stdout: string }) => e);
    expect(r.stdout).toBe('');
  }, 120_000);
});

describe('the OpenAPI document a started server serves', () => {
  let servidor: Servidor | undefined;
  let servido: Documento;
  let arquivo: string;
  let dados: string;

  beforeAll(async () => {
    dados = diretorioMigrado('cv-openapi-dados-');
    // the built server (test/processo.ts: bundled from the current sources as `npm run build` bundles it, so a stale
    // build is never linted), in production, on a migrated PGlite data directory with no company, and no Redis: its
    // document is built from every route the real app registers (its pages too) after whatever the bundling changes
    servidor = await iniciarServidor({
      NODE_ENV: 'production',
      DATA_DIR: dados,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PLATFORM_ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      SEED_DEMO: 'false',
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
    });
    const res = await fetch(`${servidor.url}/api/docs/json`);
    expect(res.status).toBe(200);
    servido = (await res.json()) as Documento;
    arquivo = path.join(dir, 'servido.json');
    writeFileSync(arquivo, JSON.stringify(servido));
  }, PRAZO_PROCESSO);
  afterAll(async () => {
    await encerrar(servidor);
    if (dados) rmSync(dados, { recursive: true, force: true });
  });

  it("lists the API's operations only (not the app's pages), and is the test app's document", () => {
    expect(Object.keys(servido.paths).filter((p) => !p.startsWith('/api/'))).toEqual([]);
    const rotas = (doc: Documento) => operacoesDe(doc).map((o) => o.rota);
    expect(rotas(servido).sort()).toEqual(rotas(documento).sort());
    // what the tests above check on the test app's document holds for this one
    expect(servido).toEqual(documento);
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const { erros, avisos } = await redocly(arquivo);
    expect(erros).toEqual([]);
    expect(avisos).toEqual(REDOCLY_AVISOS);
  }, 120_000);

  it("passes Spectral's spectral:oas ruleset with no error", async () => {
    const { erros, avisos } = await spectral(arquivo);
    expect(erros).toEqual([]);
    expect([...new Set(avisos.map(regraDe))].sort()).toEqual(SPECTRAL_REGRAS_DE_AVISO);
  }, 120_000);

  it('defines every tag its operations use, each with a pt-BR description', () => {
    tagsDefinidas(servido);
  });
});
