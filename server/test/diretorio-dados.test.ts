import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ate, encerrar, executar, iniciarServidor, PRAZO_PROCESSO, type Processo, type Servidor } from './processo';

// Fault 4: two processes on one PGlite DATA_DIR. Real processes, as `npm start` and `npm run db:migrate` run them.
const dir = mkdtempSync(path.join(tmpdir(), 'cv-dados-'));
const pglite = { DATA_DIR: dir, DATABASE_URL: undefined, REDIS_URL: undefined, PLATFORM_ADMIN_PASSWORD: undefined };
const servidores: Servidor[] = [];
const outros: Processo[] = [];

afterAll(async () => {
  for (const p of [...servidores, ...outros]) await encerrar(p);
  rmSync(dir, { recursive: true, force: true });
});

// one story told in steps on the same real server process (start, refuse a second, kill, restart): kept in order
describe('PGlite data directory', { shuffle: false }, () => {
  it(
    'is held by one process: a second server or a migration exits at once naming the directory and the PID',
    async () => {
      const primeiro = await iniciarServidor(pglite);
      servidores.push(primeiro);

      const [segundo, migracao] = await Promise.all([
        executar('server/src/main.ts', { ...pglite, PORT: '0' }),
        executar('server/src/db/migrate-cli.ts', pglite),
      ]);
      outros.push(segundo, migracao);
      for (const recusado of [segundo, migracao]) {
        expect(await recusado.fim).toBe(1);
        expect(recusado.saida()).toContain(`O diretório de dados ${dir} já está em uso pelo processo ${primeiro.pid}`);
        expect(recusado.saida()).not.toMatch(/\n\s+at /); // a message, not a stack trace
      }
      expect((await fetch(`${primeiro.url}/api/health`)).status).toBe(200);
    },
    PRAZO_PROCESSO,
  );

  it('keeps the files private to their owner (directory 0700, files 0600)', () => {
    const abertos: string[] = [];
    const visitar = (p: string) => {
      const modo = statSync(p).mode & 0o777;
      if (modo & 0o077) abertos.push(`${modo.toString(8)} ${p}`);
      if (statSync(p).isDirectory()) for (const f of readdirSync(p)) visitar(path.join(p, f));
    };
    visitar(dir);
    expect(statSync(path.join(dir, 'pglite', 'global', 'pg_control')).mode & 0o777).toBe(0o600);
    expect(abertos).toEqual([]);
  });

  it('prints the platform admin password only because it is still the built-in default, and says so', async () => {
    await ate(() => servidores[0]!.saida().includes('Administrador da plataforma:'), 10_000, 'mensagem de partida');
    expect(servidores[0]!.saida()).toContain('usuário admin senha admin123 (senha padrão');
  });

  it(
    'does not stay locked by a killed process',
    async () => {
      expect(servidores).toHaveLength(1);
      const morto = servidores[0]!;
      morto.proc.kill('SIGKILL');
      await morto.fim;
      const novo = await iniciarServidor(pglite);
      servidores.push(novo);
      // and a clean stop hands the directory back
      novo.proc.kill('SIGTERM');
      expect(await novo.fim).toBe(0);
      expect(readdirSync(dir)).not.toContain('comanda-viva.lock');
      const migracao = await executar('server/src/db/migrate-cli.ts', pglite);
      expect(await migracao.fim).toBe(0);
    },
    PRAZO_PROCESSO,
  );
});
