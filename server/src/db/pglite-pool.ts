import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const NUMERIC = 1700;

/**
 * Presents PGlite as the small part of a pg Pool that Kysely's PostgresDialect uses.
 * PGlite is a single connection, so connect() hands it out to one caller at a time:
 * a transaction keeps it until release(), which is what serialises concurrent writers.
 */
export class PGlitePool {
  private queue: Promise<void> = Promise.resolve();
  private constructor(private readonly pg: PGlite) {}

  /** `loadDataDir`: start from a tarball that dumpDataDir() made (tests clone one seeded database per file). */
  static async open(dataDir: string, loadDataDir?: Blob): Promise<PGlitePool> {
    // numeric stays a string, as with node-postgres, so money never passes through floats
    const parsers = { [NUMERIC]: (v: string) => v };
    const pg = await PGlite.create({ dataDir, extensions: { pg_trgm }, parsers, loadDataDir });
    return new PGlitePool(pg);
  }

  /** The whole data directory as an uncompressed tarball, for open(…, loadDataDir). */
  async dumpDataDir(): Promise<Blob> {
    await this.queue;
    return this.pg.dumpDataDir('none');
  }

  async connect() {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const pg = this.pg;
    return {
      async query(sql: string, parameters: readonly unknown[] = []) {
        const result = await pg.query(sql, parameters as any[]);
        const command = sql.trimStart().split(/\s+/, 1)[0]!.toUpperCase();
        return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
      },
      release,
    };
  }

  async end(): Promise<void> {
    await this.queue;
    await this.pg.close();
  }
}
