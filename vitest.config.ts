import { defineConfig } from 'vitest/config';
import { OrdemDosTestes } from './scripts/ordem-dos-testes';

// One root config; each package is a project. The e2e project drives the built app in Chromium.
export default defineConfig({
  test: {
    // vitest's default is one worker less than the cores: on a 2-core machine that is a single worker
    maxWorkers: 2,
    // Every project runs shuffled, files and the tests inside them: a test that leans on what an earlier one left fails
    // here instead of in someone's later refactor. Vitest reads `sequence` only from this root (a project's own
    // `sequence.shuffle` or `seed` is ignored). It prints `Running tests with seed "N"` at the start of each run;
    // `npx vitest run --sequence.seed=N` replays that order (server/CONVENTIONS.md, "Tests"). The browser test files,
    // each on its own server and Chromium, then run largest first (scripts/ordem-dos-testes.ts).
    sequence: { shuffle: true, sequencer: OrdemDosTestes },
    projects: [
      { test: { name: 'shared', root: './shared', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './server',
          // after the other unit projects, not beside them: a worker the pool hands a file of another project loses
          // the app's module graph it kept across server files (isolate: false below); mixed, the run's imports took
          // 48 s instead of 11 s
          sequence: { groupOrder: 1 },
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // one migrated, seeded template database per run; each test file gets its own clone (test/helpers.ts)
          globalSetup: ['./test/global-setup.ts'],
          // the files share a worker's module graph (each builds its own app on its own database): the app's import graph
          // is loaded once per worker instead of once per file, which was a third of the project's time. So no module
          // may keep state between apps; what cannot be avoided is reset in test/helpers.ts (useTestApp)
          isolate: false,
          // in UTC, so report periods are proven to follow the company's time zone, not the host's
          env: { TZ: 'UTC' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'client', root: './client', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' } },
      // the print agent (plain JS, type-checked by its JSDoc): what reaches the printer, byte by byte
      { test: { name: 'agente', root: './agente', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'e2e',
          root: './e2e',
          include: ['**/*.e2e.ts'],
          // one migrated, seeded data directory (or database) per run; each file's server starts on a copy
          globalSetup: ['./global-setup.ts'],
          // what a hung story is cut at, not a speed target (those live in the benches). Two files at a time on a slow
          // 2-core host, a long story took 83 s (cartoes.e2e.ts), near the 90 s this was; the kitchen's 2,000 tickets
          // has its own 600 s
          testTimeout: 180_000,
          hookTimeout: 120_000,
          // in a group of their own after the unit projects, two files at a time (maxWorkers above): one file keeps
          // ~1.45 of the 2 cores busy, so the gain depends on the host: 508 -> 361 s on a 2-core EPYC, 709 -> 645 s on
          // a Zen 1 EPYC, none on a third (npm test 1,039 s one at a time, 1,090 s two at a time). Each file has its own
          // server, data, browser and Redis channel (e2e/harness.ts). A test's waits must hold beside another file: a
          // CI failure was a click while the list above it grew (pagamentos.e2e.ts)
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
