import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * `npx comanda-viva-agente` in a clone (bin/comanda-viva-agente.js): it loads the sources, the protocol shared with the
 * server included (TypeScript, through tsx). The print tests run the download instead, as a restaurant does
 * (server/test/impressao-agente.test.ts), so this is where the clone's entry point is proven to start.
 */
const BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/comanda-viva-agente.js');
const executar = (...args: string[]) =>
  promisify(execFile)(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH } }).then(
    (r) => ({ codigo: 0, saida: r.stdout }),
    (e: { code: number; stdout: string }) => ({ codigo: e.code, saida: e.stdout }),
  );

describe('bin/comanda-viva-agente.js', () => {
  it('starts from the sources and answers --ajuda with its usage', async () => {
    const { codigo, saida } = await executar('--ajuda');
    expect(codigo).toBe(0);
    expect(saida).toMatch(/^Uso: node comanda-viva-agente\.js --servidor URL --token TOKEN/);
  });

  it('refuses to start without a server and a token, saying how to run it', async () => {
    const { codigo, saida } = await executar('--servidor', 'https://bar.comandaviva.com.br');
    expect(codigo).toBe(1);
    expect(saida).toContain('--token      token do agente');
  });
});
