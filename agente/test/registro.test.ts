import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { abrirRegistro } from '../src/registro.js';

/**
 * The agent's registry of printed jobs (src/registro.js): what makes a job the server sends again (its acknowledgement
 * lost in a disconnect or a crash) print once. Each test works in a folder of its own under the system's temp dir.
 */
const raiz = mkdtempSync(path.join(os.tmpdir(), 'cv-registro-'));
afterAll(() => rmSync(raiz, { recursive: true, force: true }));
let n = 0;
const pasta = () => path.join(raiz, `dados-${++n}`);

const SERVIDOR = 'https://bar.comandaviva.com.br';
/** The one file of a server in the data folder, as the agent names it. */
const arquivoDe = (dir: string, servidor = SERVIDOR) =>
  path.join(dir, `impressos-${createHash('sha256').update(new URL(servidor).origin).digest('hex').slice(0, 16)}.json`);
const lido = (dir: string, servidor = SERVIDOR) =>
  JSON.parse(readFileSync(arquivoDe(dir, servidor), 'utf8')) as number[];

describe('abrirRegistro: the ids this agent already printed', () => {
  it('creates its data folder (and the folders above it) and starts empty', () => {
    const dir = path.join(pasta(), 'sub', 'pasta');
    const r = abrirRegistro(dir, SERVIDOR);
    expect(r.tem(1)).toBe(false);
    expect(readdirSync(dir)).toEqual([]); // nothing written until a job is printed
  });

  it('remembers a marked id at once, on disk, before anything else can happen (no temp file left)', () => {
    const dir = pasta();
    const r = abrirRegistro(dir, SERVIDOR);
    r.marcar(42);
    expect(r.tem(42)).toBe(true);
    expect(r.tem(43)).toBe(false);
    // written synchronously: a crash right after marcar() still finds it
    expect(lido(dir)).toEqual([42]);
    expect(readdirSync(dir)).toEqual([path.basename(arquivoDe(dir))]);
  });

  it('survives a restart: a new agent on the same folder and server knows what the last one printed', () => {
    const dir = pasta();
    const antes = abrirRegistro(dir, SERVIDOR);
    for (const id of [3, 1, 2]) antes.marcar(id);
    antes.marcar(2); // marked twice, kept once
    const depois = abrirRegistro(dir, SERVIDOR);
    for (const id of [1, 2, 3]) expect(depois.tem(id)).toBe(true);
    expect(depois.tem(4)).toBe(false);
    expect(lido(dir).sort()).toEqual([1, 2, 3]);
  });

  it('keeps one file per server origin: the same ids from another server are other jobs', () => {
    const dir = pasta();
    abrirRegistro(dir, SERVIDOR).marcar(7);
    const outro = abrirRegistro(dir, 'https://outro.comandaviva.com.br');
    expect(outro.tem(7)).toBe(false);
    outro.marcar(8);
    // the origin names it: a path, a trailing slash or another letter case of the host are the same server
    for (const mesmo of [`${SERVIDOR}/`, `${SERVIDOR}/configuracoes?aba=impressoras`, SERVIDOR.toUpperCase()]) {
      const r = abrirRegistro(dir, mesmo);
      expect(r.tem(7), mesmo).toBe(true);
      expect(r.tem(8), mesmo).toBe(false);
    }
    // another port is another server
    expect(abrirRegistro(dir, 'https://bar.comandaviva.com.br:8443').tem(7)).toBe(false);
    expect(readdirSync(dir).sort()).toEqual(
      [arquivoDe(dir), arquivoDe(dir, 'https://outro.comandaviva.com.br')].map((a) => path.basename(a)).sort(),
    );
  });

  it('starts empty over a file it cannot read (cut short by a full disk, edited by hand) and writes it anew', () => {
    const dir = pasta();
    abrirRegistro(dir, SERVIDOR); // creates the folder
    writeFileSync(arquivoDe(dir), '[1, 2, 3');
    const r = abrirRegistro(dir, SERVIDOR);
    expect(r.tem(1)).toBe(false);
    r.marcar(9);
    expect(lido(dir)).toEqual([9]);
  });

  it('keeps the newest 20,000 ids: past that the oldest (lowest) go first', () => {
    const dir = pasta();
    abrirRegistro(dir, SERVIDOR);
    // a registry already full, written in no particular order (as a Set keeps insertion order)
    const cheio = Array.from({ length: 20_000 }, (_, i) => 20_000 - i);
    writeFileSync(arquivoDe(dir), JSON.stringify(cheio));
    const r = abrirRegistro(dir, SERVIDOR);
    expect(r.tem(1)).toBe(true);
    r.marcar(20_001);
    expect(r.tem(1)).toBe(false);
    expect(r.tem(2)).toBe(true);
    expect(r.tem(20_001)).toBe(true);
    const ids = lido(dir);
    expect(ids).toHaveLength(20_000);
    expect(Math.min(...ids)).toBe(2);
    expect(Math.max(...ids)).toBe(20_001);
  });
});
