// @ts-check
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Enough to cover any resend: ids grow, so the oldest are dropped first. */
const MAXIMO = 20_000;

/**
 * The ids this agent already printed, kept in a small JSON file per server in the data dir: a job the server sends
 * again (its acknowledgement was lost in a disconnect or a crash) is acknowledged without printing it twice. Written
 * synchronously (temp file + rename) right after the printer took the bytes, before the acknowledgement.
 * @param {string} dir @param {string} servidor
 */
export function abrirRegistro(dir, servidor) {
  mkdirSync(dir, { recursive: true });
  const nome = createHash('sha256').update(new URL(servidor).origin).digest('hex').slice(0, 16);
  const arquivo = path.join(dir, `impressos-${nome}.json`);
  /** @type {Set<number>} */
  let ids = new Set();
  try {
    ids = new Set(/** @type {number[]} */ (JSON.parse(readFileSync(arquivo, 'utf8'))));
  } catch {
    /* first run, or an unreadable file: start empty */
  }
  return {
    /** @param {number} id */
    tem: (id) => ids.has(id),
    /** @param {number} id */
    marcar(id) {
      ids.add(id);
      if (ids.size > MAXIMO) ids = new Set([...ids].sort((a, b) => a - b).slice(-MAXIMO));
      const tmp = `${arquivo}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify([...ids]));
      renameSync(tmp, arquivo);
    },
  };
}
