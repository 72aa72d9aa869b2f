import type { TestProject } from 'vitest/node';
import { criarModelos, type Modelos } from './modelo';

declare module 'vitest' {
  export interface ProvidedContext {
    modelos: Modelos;
  }
}

/** Once per run of the server project: the template databases that freshDatabase() clones per test file. */
export default async function setup(project: TestProject) {
  const { modelos, remover } = await criarModelos(process.env.DATABASE_URL);
  project.provide('modelos', modelos);
  return remover;
}
