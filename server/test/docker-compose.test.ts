import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { portaLivre, RAIZ } from './processo';

// Item 5: the app instances of docker-compose.yml restart by themselves and have a health check that really works
// in the image (no curl there: the check is a Node one-liner, run here against a live instance).
const compose = readFileSync(path.join(RAIZ, 'docker-compose.yml'), 'utf8');
const t = useTestApp();
let porta: number;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  porta = (t.app.server.address() as { port: number }).port;
});

/** The lines of one service, up to the next service at the same indentation. */
function servico(nome: string): string {
  const linhas = compose.split('\n');
  const inicio = linhas.findIndex((l) => l.startsWith(`  ${nome}:`));
  expect(inicio, `serviço ${nome}`).toBeGreaterThanOrEqual(0);
  const fim = linhas.findIndex((l, i) => i > inicio && /^ {2}\S/.test(l));
  return linhas.slice(inicio, fim < 0 ? undefined : fim).join('\n');
}

function comandoDeSaude(bloco: string): string[] {
  const m = /healthcheck:\n\s+test: (\[.*\])\n/.exec(bloco);
  expect(m, 'healthcheck.test em forma de lista').not.toBeNull();
  return JSON.parse(m![1]!) as string[];
}

const rodar = async (argv: string[], port: number) => {
  const [cmd, ...args] = argv.slice(1); // drop "CMD"
  try {
    await promisify(execFile)(cmd === 'node' ? process.execPath : cmd!, args, {
      env: { ...process.env, PORT: String(port) },
      timeout: 15_000,
    });
    return 0;
  } catch (e) {
    return (e as { code?: number }).code ?? -1;
  }
};

describe('docker-compose app instances', () => {
  it('restart unless stopped, and both instances share one definition', () => {
    expect(servico('app1')).toMatch(/^ {4}restart: unless-stopped$/m);
    expect(servico('app2')).toMatch(/^ {2}app2: \*app$/m);
    expect(servico('app1')).toMatch(/^ {2}app1: &app$/m);
  });

  it('have a health check that passes on a healthy instance and fails when nothing answers', async () => {
    const teste = comandoDeSaude(servico('app1'));
    expect(teste.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
    expect(await rodar(teste, porta)).toBe(0);
    expect(await rodar(teste, await portaLivre())).toBe(1);
  });
});
