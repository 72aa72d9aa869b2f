import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig, PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import { prepararConsultas } from './consultas-preparadas';
import { TIPOS } from './tipos';

/**
 * PGlite behind node-postgres's own Pool, through PGlite's node-postgres adapter: the same driver, type parsers and
 * prepared writes (consultas-preparadas.ts) as on PostgreSQL. PGlite parsed and planned every statement again, as
 * PostgreSQL does an unnamed one: prepared, an item add costs the embedded server ~40 % less CPU. PGlite is a single
 * connection, so the pool has one client: a transaction keeps it until release, which serialises concurrent writers.
 */
export class PGlitePool {
  private constructor(
    private readonly pglite: PGlite,
    readonly pool: pg.Pool,
    private readonly aoFim: () => Promise<void>,
  ) {}

  /**
   * `loadDataDir`: start from a tarball that dumpDataDir() made (tests clone one seeded database per file).
   * `ajustes`: server settings for this instance (`-c name=value` at its start), e.g. the tests' smaller buffer pool.
   */
  static async open(dataDir: string, loadDataDir?: Blob, ajustes: Record<string, string> = {}): Promise<PGlitePool> {
    const pglite = await abrirPGlite(dataDir, loadDataDir, ajustes);
    return PGlitePool.sobre(pglite, () => pglite.close());
  }

  /**
   * A pool over an instance already open; `aoFim` runs when the pool ends (open's closes the instance; the tests hand
   * theirs to the next test file, server/test/pglite-reaproveitada.ts).
   */
  static sobre(pglite: PGlite, aoFim: () => Promise<void>): PGlitePool {
    // each client on an adapter connection of its own: one that failed (a PGlite call that threw, e.g. a full disk)
    // is dropped by the pool at release, and its replacement must not share the dead one's connection
    class Cliente extends pg.Client {
      constructor(config?: pg.ClientConfig) {
        super({ ...config, connection: new PglitePgConnection({ pglite }) } as pg.ClientConfig);
      }
    }
    // the one client stays open while it works (idleTimeoutMillis 0): there is no network connection to reopen
    const pool = new pg.Pool({
      ...createPgConfig(pglite),
      Client: Cliente,
      max: 1,
      idleTimeoutMillis: 0,
      types: TIPOS,
    });
    pool.on('connect', prepararConsultas);
    // the failing query rejects (its request answers an error); unheard, the client's 'error' would end the process
    const falhou = (e: Error) => console.error(`PGlite: ${e.message}`);
    pool.on('error', falhou);
    pool.on('connect', (cliente) => cliente.on('error', falhou));
    return new PGlitePool(pglite, pool, aoFim);
  }

  /**
   * The whole data directory as an uncompressed tarball, for open(…, loadDataDir); waits for the client. Checkpointed
   * first: a copy that had to replay its WAL took ~100 ms longer to open (each test file opens one).
   */
  async dumpDataDir(): Promise<Blob> {
    const c = await this.pool.connect();
    try {
      await c.query('CHECKPOINT');
      return await this.pglite.dumpDataDir('none');
    } finally {
      c.release();
    }
  }

  connect(): Promise<pg.PoolClient> {
    return this.pool.connect();
  }

  async end(): Promise<void> {
    await this.pool.end();
    await this.aoFim();
  }
}

/** A PGlite instance with the app's extensions and PGlite's start parameters plus `ajustes` (see PGlitePool.open). */
export function abrirPGlite(
  dataDir: string,
  loadDataDir?: Blob,
  ajustes: Record<string, string> = {},
): Promise<PGlite> {
  const startParams = [
    ...PGlite.defaultStartParams,
    ...Object.entries(ajustes).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  return PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir, startParams });
}
