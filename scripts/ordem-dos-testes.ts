import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order test files run in: the run's seed shuffles them all (`--sequence.seed=N` replays it), then the browser
 * tests are put largest first. Each browser test file has its own server, data and Chromium, so their order hides
 * nothing; two at a time, a long one started last kept one worker busy while the other sat idle (acessibilidade.e2e.ts,
 * 52 s, started last: the two ended 35 s apart). A file's size stands for its length, as in Vitest's own
 * BaseSequencer when it has no timings (a fresh clone has none).
 */
export class OrdemDosTestes extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const embaralhados = embaralhar(files, this.ctx.config.sequence.seed);
    const navegador = (f: TestSpecification) => f.project.name === 'e2e';
    const tamanho = (f: TestSpecification) => statSync(f.moduleId).size;
    return [
      ...embaralhados.filter((f) => !navegador(f)),
      ...embaralhados.filter(navegador).sort((a, b) => tamanho(b) - tamanho(a)),
    ];
  }
}

/** Fisher-Yates with a seeded generator (mulberry32): the same seed, the same order. */
function embaralhar<T>(itens: T[], semente: number): T[] {
  let estado = semente >>> 0;
  const aleatorio = () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const copia = [...itens];
  for (let i = copia.length - 1; i > 0; i--) {
    const j = Math.floor(aleatorio() * (i + 1));
    [copia[i], copia[j]] = [copia[j]!, copia[i]!];
  }
  return copia;
}
