import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

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
let documento: { paths: Record<string, Record<string, Operacao>>; servers?: { url: string }[] };
let dir: string;
const operacoes = () =>
  Object.entries(documento.paths).flatMap(([caminho, metodos]) =>
    Object.entries(metodos).map(([metodo, op]) => ({ rota: `${metodo.toUpperCase()} ${caminho}`, op })),
  );

beforeAll(async () => {
  documento = (await t.app.inject({ url: '/api/docs/json' })).json();
  dir = mkdtempSync(path.join(tmpdir(), 'cv-openapi-'));
  writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(documento));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the OpenAPI document integrators generate clients from', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const cli = binario('@redocly/cli', 'bin/cli.js');
    // redocly exits 1 when it finds errors; the JSON report is printed either way
    const { stdout } = await run(process.execPath, [cli, 'lint', path.join(dir, 'openapi.json'), '--format=json'], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((e: { stdout: string }) => ({ stdout: e.stdout }));
    const relatorio = JSON.parse(stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; location: { pointer: string }[] }[];
    };
    const erros = relatorio.problems.filter((p) => p.severity === 'error');
    expect(erros.map((p) => `${p.ruleId} ${p.location[0]?.pointer}`)).toEqual([]);
    expect(relatorio.totals.errors).toBe(0);
    // the only warning left: the health check has no 4xx answer (it has none to give)
    const avisos = relatorio.problems.filter((p) => p.severity === 'warn');
    expect(avisos.map((p) => `${p.ruleId} ${p.location[0]?.pointer}`)).toEqual([
      'operation-4xx-response #/paths/~1api~1health/get/responses',
    ]);
  }, 120_000);

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
