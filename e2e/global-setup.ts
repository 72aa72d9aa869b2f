import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { padraoDoPlaywright } from './chromium';
import { novoBanco, subirServidor } from './servidor';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the migrated, base-seeded data every e2e file starts from: a PGlite DATA_DIR, or a PostgreSQL database name */
    e2eModelo: { dataDir: string; banco?: string };
    /** Playwright's own --disable-features, read once per run (e2e/chromium.ts) */
    chromiumPadrao: string[];
  }
}

/**
 * Once per run: the server migrates and seeds one data directory (or database), and each e2e file starts its own
 * server on a copy of it. A first start on empty data took ~4.7 s (migrations, seed) against ~1.7 s on existing data.
 */
export default async function setup(project: TestProject) {
  const env: NodeJS.ProcessEnv = { ...process.env, SEED_DEMO: 'base' };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cv-e2e-modelo-'));
  env.DATA_DIR = dataDir;
  delete env.DATABASE_URL;
  const banco = process.env.DATABASE_URL ? await novoBanco() : undefined;
  if (banco) env.DATABASE_URL = banco.url;
  const [servidor, padrao] = await Promise.all([subirServidor(env), padraoDoPlaywright()]);
  await servidor.parar();
  project.provide('chromiumPadrao', padrao);
  project.provide('e2eModelo', { dataDir, banco: banco?.nome });
  return async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await banco?.remover();
  };
}
