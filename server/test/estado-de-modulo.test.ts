import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server project runs with `isolate: false`: the test files of one worker share its modules, each building its own
 * app. State kept at a module's top level is therefore shared by every app in the process and carries over from one
 * test file to the next (in shuffled order). This walks server/src and finds such state: a top-level `let`/`var`, a
 * top-level collection or literal the file changes (`.set`, `.add`, `.push`, `x.y = …`, …), a mutable static field.
 * Keep state on the app instead (in `AppContext` or a closure `buildApp` makes). What cannot be (a memo of a pure
 * function, a process-wide patch) is listed here with the reason no app can observe another's; state an app could
 * observe must also be reset in `useTestApp` (test/helpers.ts).
 */
const PERMITIDO: Record<string, string> = {
  'modules/auth/senha.ts#hashFalso': 'memo of one fixed hash: every app gets the same value',
  'modules/auth/tentativas.repo.ts#falhasDesdeLimpeza': 'keyed by the database handle: one count per app',
  'db/consultas-preparadas.ts#nomes': "memo of a pure function (a statement's text to its name)",
  'plugins/contratos.ts#documentados': 'filled when the schemas are declared (import time): the same for every app',
  'db/diretorio-dados.ts#privados':
    "process-wide by nature (it patches fs.chmodSync); only adds an app's own data directory, no other app's path",
};

const SRC = path.resolve(import.meta.dirname, '../src');
const MUTADORES = new Set(['set', 'add', 'delete', 'clear', 'push', 'pop', 'shift', 'unshift', 'splice', 'sort']);

function arquivos(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return arquivos(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** `rel#nome` of each piece of module-level mutable state in one source file (`rel`: its path under server/src). */
function estadoDoModulo(rel: string, texto: string): string[] {
  const fonte = ts.createSourceFile(rel, texto, ts.ScriptTarget.Latest, true);
  const achados = new Set<string>();
  const candidatos = new Set<string>(); // top-level consts holding a collection or a literal
  for (const st of fonte.statements) {
    if (ts.isVariableStatement(st)) {
      const constante = (st.declarationList.flags & ts.NodeFlags.Const) !== 0;
      for (const d of st.declarationList.declarations) {
        if (!ts.isIdentifier(d.name)) continue;
        if (!constante) achados.add(d.name.text);
        else if (d.initializer && podeMudar(d.initializer)) candidatos.add(d.name.text);
      }
    }
    if (ts.isClassDeclaration(st))
      for (const m of st.members)
        if (
          ts.isPropertyDeclaration(m) &&
          ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Static &&
          !(ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Readonly)
        )
          achados.add(`${st.name?.text ?? 'classe'}.${m.name.getText(fonte)}`);
  }
  const visitar = (no: ts.Node): void => {
    // x.set(…), x.push(…), …
    if (
      ts.isCallExpression(no) &&
      ts.isPropertyAccessExpression(no.expression) &&
      ts.isIdentifier(no.expression.expression) &&
      candidatos.has(no.expression.expression.text) &&
      MUTADORES.has(no.expression.name.text)
    )
      achados.add(no.expression.expression.text);
    // x.y = …, x[k] = …, delete x[k]
    const alvo =
      ts.isBinaryExpression(no) && ehAtribuicao(no.operatorToken.kind)
        ? no.left
        : ts.isDeleteExpression(no)
          ? no.expression
          : undefined;
    if (
      alvo &&
      (ts.isPropertyAccessExpression(alvo) || ts.isElementAccessExpression(alvo)) &&
      ts.isIdentifier(alvo.expression)
    )
      if (candidatos.has(alvo.expression.text)) achados.add(alvo.expression.text);
    ts.forEachChild(no, visitar);
  };
  visitar(fonte);
  return [...achados].map((nome) => `${rel}#${nome}`);
}

function podeMudar(e: ts.Expression): boolean {
  while (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
  return ts.isNewExpression(e) || ts.isArrayLiteralExpression(e) || ts.isObjectLiteralExpression(e);
}

const ehAtribuicao = (k: ts.SyntaxKind) => k >= ts.SyntaxKind.FirstAssignment && k <= ts.SyntaxKind.LastAssignment;

describe('module-level state (isolate: false)', () => {
  const achados = arquivos(SRC)
    .flatMap((a) => estadoDoModulo(path.relative(SRC, a).split(path.sep).join('/'), readFileSync(a, 'utf8')))
    .sort();

  it('server/src keeps no state between apps beyond the listed exceptions', () => {
    const novos = achados.filter((a) => !(a in PERMITIDO));
    expect(
      novos,
      'module-level mutable state is shared by every test file of a worker: keep it on the app (AppContext or a ' +
        'closure in buildApp); if it cannot be, list it in PERMITIDO with the reason and reset it in useTestApp',
    ).toEqual([]);
  });

  it('lists no exception that is gone (so the list stays the truth)', () => {
    expect(Object.keys(PERMITIDO).filter((p) => !achados.includes(p))).toEqual([]);
  });

  it('finds what it looks for, and leaves constants alone', () => {
    const fonte = `
      let contador = 0;
      export var legado: string | undefined;
      const cache = new Map<string, number>();
      const fila: number[] = [];
      const porId = {} as Record<string, number>;
      const FIXO = new Set(['a', 'b']);
      const REGRAS = { limite: 5 };
      export class Registro { static instancias = 0; static readonly NOME = 'r'; }
      export function usar(k: string) {
        cache.set(k, 1);
        fila.push(1);
        porId[k] = 2;
        const local = new Map(); local.set(k, 1);
        return FIXO.has(k) && REGRAS.limite > contador;
      }`;
    expect(estadoDoModulo('x.ts', fonte).sort()).toEqual(
      ['x.ts#Registro.instancias', 'x.ts#cache', 'x.ts#contador', 'x.ts#fila', 'x.ts#legado', 'x.ts#porId'].sort(),
    );
  });
});
