import fs, { chmodSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Another live process holds the PGlite data directory: starting a second one would lose writes. */
export class DiretorioEmUso extends Error {
  constructor(
    readonly diretorio: string,
    readonly pid: number,
  ) {
    super(
      `O diretório de dados ${diretorio} já está em uso pelo processo ${pid}. ` +
        'Encerre esse processo antes de iniciar outro servidor ou rodar as migrações nele ' +
        '(para várias instâncias use PostgreSQL com DATABASE_URL).',
    );
  }
}

const TRAVA = 'comanda-viva.lock';

/**
 * Takes the data directory for this process: private permissions (0700 directory, 0600 files: the database holds
 * password hashes and every tab) and an exclusive lock file naming our PID. Returns the release function.
 * In-memory databases (memory://) need neither.
 */
export function prepararDiretorioDeDados(dir: string): () => void {
  if (dir.startsWith('memory://')) return () => {};
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const liberar = travar(dir);
  restringirPermissoes(dir);
  manterPrivado(dir);
  return liberar;
}

const privados = new Set<string>();

/**
 * PGlite's emscripten file system chmods every file it creates (WAL segments, relations, while it runs) to 0666,
 * ignoring the umask; inside our data directory those calls keep only the owner's bits.
 */
function manterPrivado(dir: string): void {
  if (privados.size === 0) {
    const chmodOriginal = fs.chmodSync;
    fs.chmodSync = (p: fs.PathLike, mode: fs.Mode) => {
      const dentro = [...privados].some((d) => String(p).startsWith(d + path.sep));
      return chmodOriginal(p, dentro && typeof mode === 'number' ? mode & ~0o077 : mode);
    };
  }
  privados.add(path.resolve(dir));
}

function travar(dir: string): () => void {
  const arquivo = path.join(dir, TRAVA);
  const nosso = JSON.stringify({ pid: process.pid, inicio: inicioDoProcesso(process.pid) });
  for (let tentativa = 0; ; tentativa++) {
    try {
      writeFileSync(arquivo, nosso, { flag: 'wx', mode: 0o600 }); // O_EXCL: only one process creates it
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || tentativa > 3) throw e;
    }
    const dono = lerTrava(arquivo);
    if (dono && processoVivo(dono)) throw new DiretorioEmUso(dir, dono.pid);
    // left behind by a process that was killed (or is us from a previous life in a new container): take it over
    try {
      unlinkSync(arquivo);
    } catch {
      /* another starter removed it first; the next attempt decides */
    }
  }
  const liberar = () => {
    process.off('exit', liberar);
    try {
      if (readFileSync(arquivo, 'utf8') === nosso) unlinkSync(arquivo);
    } catch {
      /* already gone */
    }
  };
  process.on('exit', liberar);
  return liberar;
}

interface Dono {
  pid: number;
  inicio: string | null;
}

function lerTrava(arquivo: string): Dono | null {
  try {
    const d = JSON.parse(readFileSync(arquivo, 'utf8')) as Partial<Dono>;
    return typeof d.pid === 'number' ? { pid: d.pid, inicio: d.inicio ?? null } : null;
  } catch {
    return null; // unreadable or half-written: treated as stale
  }
}

/** Alive and the same process that wrote the lock: a recycled PID has another start time in /proc. */
function processoVivo(dono: Dono): boolean {
  if (dono.pid === process.pid) return false;
  try {
    process.kill(dono.pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const inicio = inicioDoProcesso(dono.pid);
  return dono.inicio == null || inicio == null || inicio === dono.inicio;
}

/** Start time in clock ticks since boot (Linux /proc/<pid>/stat field 22); null elsewhere. */
function inicioDoProcesso(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) may contain spaces: count fields after its closing parenthesis
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Data directories created by older versions were world-readable: tighten what is already there. */
function restringirPermissoes(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entrada of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const p = path.join(entrada.parentPath, entrada.name);
    if (entrada.isDirectory()) chmodSync(p, 0o700);
    else if (entrada.isFile()) chmodSync(p, 0o600);
  }
}
