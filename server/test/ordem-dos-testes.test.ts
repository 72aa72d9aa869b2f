import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { OrdemDosTestes } from '../../scripts/ordem-dos-testes';
import { RAIZ } from './processo';

// the order vitest.config.ts gives the run's files: the seed's shuffle, then the browser tests largest first
const e2e = readdirSync(path.join(RAIZ, 'e2e'))
  .filter((f) => f.endsWith('.e2e.ts'))
  .map((f) => path.join(RAIZ, 'e2e', f));
const unidade = readdirSync(path.join(RAIZ, 'shared/src/rules'))
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => path.join(RAIZ, 'shared/src/rules', f));
const arquivos = [
  ...unidade.map((moduleId) => ({ moduleId, project: { name: 'shared' } })),
  ...e2e.map((moduleId) => ({ moduleId, project: { name: 'e2e' } })),
] as unknown as TestSpecification[];

const ordenar = async (seed: number) =>
  (await new OrdemDosTestes({ config: { sequence: { seed } } } as unknown as Vitest).sort(arquivos)).map(
    (f) => f.moduleId,
  );

describe('the order of the test files', () => {
  it("is the seed's: the same seed replays it, another seed shuffles it otherwise", async () => {
    const [a, b, c] = [await ordenar(1795860211822), await ordenar(1795860211822), await ordenar(42)];
    expect(a).toEqual(b);
    expect(a.slice(0, unidade.length)).not.toEqual(c.slice(0, unidade.length));
    expect([...a].sort()).toEqual(arquivos.map((f) => f.moduleId).sort());
  });

  it('runs the browser test files last among these, largest first', async () => {
    const ordem = await ordenar(7);
    expect(ordem.slice(0, unidade.length).sort()).toEqual([...unidade].sort());
    const tamanhos = ordem.slice(unidade.length).map((f) => statSync(f).size);
    expect(tamanhos).toEqual([...tamanhos].sort((x, y) => y - x));
    expect(e2e.length).toBeGreaterThan(10);
  });
});
