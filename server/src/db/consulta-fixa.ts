import { CompiledQuery, type Compilable } from 'kysely';
import { tenant, type Tenant } from './tenant';

const EMPRESA = Symbol('empresa');

/** Stands for a value (found at `caminho` in each call's values) in the parameter list of a statement compiled once. */
class Valor {
  constructor(readonly caminho: readonly (string | symbol)[]) {}
}

/** The stand-in for the values at `caminho`: reading a field of it gives the stand-in for that field. */
function marcador(caminho: readonly (string | symbol)[]): unknown {
  return new Proxy(new Valor(caminho), {
    get: (alvo, nome) =>
      typeof nome === 'symbol' || nome === 'caminho' ? Reflect.get(alvo, nome) : marcador([...caminho, nome]),
  });
}

const valorEm = (valores: unknown, caminho: readonly (string | symbol)[]) =>
  caminho.reduce<unknown>((v, nome) => (v as Record<string | symbol, unknown>)[nome], valores);

/** A statement as Kysely builds it: compiled once, or executed as usual. */
type Montada<R> = Compilable<R> & { execute(): Promise<R[]> };

/**
 * A statement of the busiest write (an item add) built and compiled by Kysely once, then executed with each call's
 * values: building and compiling the same queries every time was a fifth of the server's CPU under item adds
 * (bench:rest, issue 24). `montar` receives stand-ins for the values and the company, so it must give the same SQL
 * whatever the values: no branching on them, no `in (...)` lists, objects written field by field.
 * With a plugin on the executor (a test counting statements, bench:rest recording them) the statement is built and
 * executed as usual, so the plugin sees it; the SQL is the same.
 */
export function consultaFixa<P extends object, R>(montar: (t: Tenant, p: P) => Montada<R>) {
  let compilada: { sql: string; parametros: ((valores: P, empresaId: number) => unknown)[] } | undefined;
  return async (t: Tenant, valores: P): Promise<R[]> => {
    if (t.db.getExecutor().plugins.length > 0) return montar(t, valores).execute();
    compilada ??= compilar(t, montar);
    const parametros = compilada.parametros.map((p) => p(valores, t.empresaId));
    return (await t.db.executeQuery<R>(CompiledQuery.raw(compilada.sql, parametros))).rows;
  };
}

/** The statement's SQL, and for each parameter how a call finds its value (its field, the company, or a constant). */
function compilar<P extends object, R>(t: Tenant, montar: (t: Tenant, p: P) => Montada<R>) {
  const { sql, parameters } = montar(tenant(t.db, marcador([EMPRESA]) as number), marcador([]) as P).compile();
  const parametros = parameters.map((v): ((valores: P, empresaId: number) => unknown) => {
    if (!(v instanceof Valor)) return () => v;
    const caminho = [...v.caminho];
    return caminho[0] === EMPRESA ? (_, empresaId) => empresaId : (valores) => valorEm(valores, caminho);
  });
  return { sql, parametros };
}
