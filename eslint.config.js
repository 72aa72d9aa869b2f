// One flat config for every package. The import rules are the architecture's boundaries (server/CONVENTIONS.md,
// client/CONVENTIONS.md): breaking one is a lint error, not a review comment.
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** Company tables, read from the schema's types: every table whose row type has `empresa_id` (db/tables.ts). */
const tabelas = readFileSync('server/src/db/tables.ts', 'utf8');
const comEmpresa = new Set(
  [...tabelas.matchAll(/interface (\w+) \{([^}]*)\}/g)].filter((m) => /\bempresa_id:/.test(m[2])).map((m) => m[1]),
);
const tabelasEmpresa = [...tabelas.matchAll(/^\s+(\w+): (\w+);$/gm)]
  .filter((m) => comEmpresa.has(m[2]))
  .map((m) => m[1]);

const features = readdirSync('client/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** Files that may query company tables without the tenant handle (`t`), each for a stated reason. */
const consultasSemEmpresa = [
  'server/src/db/**', // connection, migrations, the tenant handle itself
  'server/src/demo/**', // the demo seed creates a company and its evening
  'server/src/modules/empresa/configuracoes.ts', // the one read of a company's settings (its key is `id`)
  'server/src/modules/plataforma/**', // the platform admin works across companies
  'server/src/modules/auth/auth.repo.ts', // login looks a user up by e-mail before the company is known
  'server/src/modules/publico/publico.repo.ts', // a diner's QR token finds its table before the company is known
  'server/src/modules/relatorios/agendamentos.repo.ts', // the scheduler runs every company's due reports
  'server/src/modules/empresa/empresa.repo.ts', // the company row itself (its key is `id`, not `empresa_id`)
  'server/src/modules/impressao/agentes.repo.ts', // a print agent's token finds the agent before the company is known
  'server/src/modules/fiscal/fila.repo.ts', // the fiscal outbox's sweep finds every company's due notes
  'server/src/modules/ifood/fila.repo.ts', // the iFood poller and outbox find every company's due stores and calls
  'server/src/modules/balcao/balcao.publico.repo.ts', // the pickup board's code and an order's token find their company
];

/**
 * Business code reads the app's clock (`ctx.relogio`, server/src/relogio.ts), which tests move forward, never the
 * system's: no `Date.now`, `new Date()` or `Date()` (a `new Date(x)` that parses a value is fine). A rule of its own, so
 * it adds to the files' `no-restricted-syntax` (the company-table rule) instead of replacing it.
 */
const relogioDoApp = {
  rules: {
    'sem-hora-do-sistema': {
      meta: {
        type: 'problem',
        messages: { hora: 'Leia a hora pelo relógio do app (ctx.relogio.agora()), não {{qual}}.' },
      },
      create: (context) => ({
        "MemberExpression[object.name='Date'][property.name='now']": (node) =>
          context.report({ node, messageId: 'hora', data: { qual: 'Date.now()' } }),
        "NewExpression[callee.name='Date'][arguments.length=0]": (node) =>
          context.report({ node, messageId: 'hora', data: { qual: 'new Date()' } }),
        "CallExpression[callee.name='Date']": (node) =>
          context.report({ node, messageId: 'hora', data: { qual: 'Date()' } }),
      }),
    },
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', 'data/', 'test-results/', 'e2e/screenshots/', 'client/public/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // realtime delivers events; it is handed what it needs (app.ts), it never reaches into a module
            { target: 'server/src/realtime', from: 'server/src/modules', message: 'realtime/ não importa módulos' },
            // a client feature reaches another only through components/ or lib/
            ...features.map((f) => ({
              target: `client/src/features/${f}`,
              from: 'client/src/features',
              except: [`./${f}`],
              message: 'uma feature não importa outra: use components/ ou lib/',
            })),
          ],
        },
      ],
      // the codebase uses `any` at library seams (Kysely generics, pg types) on purpose
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // an error in the client, the server and the agent (below); elsewhere a longer function only warns
      'max-lines-per-function': ['warn', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // functions stay short (client/CONVENTIONS.md): a longer one is split into sections, hooks or helpers by concern
    files: ['client/src/**/*.{ts,tsx}', 'server/**/*.ts', 'agente/**/*.{js,ts}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Kysely is the data layer's: services, routes and realtime go through repos
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.repo.ts', 'server/src/db/**', 'server/src/**/*.test.ts', ...consultasSemEmpresa],
    rules: {
      // types (Kysely<Database>, Transaction) may travel; building queries may not
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', message: 'kysely só em *.repo.ts, db/ e demo/', allowTypeImports: true }] },
      ],
    },
  },
  {
    // company tables are queried through the tenant handle (`t`, or `tenant(db, empresaId)` inline, db/tenant.ts);
    // sub-queries of a scoped query (eb) are fine: the composite foreign keys keep their links inside the company
    files: ['server/src/modules/**/*.ts'],
    ignores: ['server/src/**/*.test.ts', ...consultasSemEmpresa],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(selectFrom|updateTable|deleteFrom|insertInto)$/]` +
            `[arguments.0.value=/^(${tabelasEmpresa.join('|')})( as \\w+)?$/]:not([callee.object.name=/^(t|eb)$/]):not([callee.object.callee.name='tenant'])`,
          message: 'Consulte tabelas da empresa pelo handle `t` de db/tenant.ts (tenant(trx, empresaId)).',
        },
      ],
    },
  },
  {
    // business rules and token expiry read the app's clock (relogioDoApp above)
    files: ['server/src/modules/**/*.ts', 'server/src/sessoes/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    plugins: { relogio: relogioDoApp },
    rules: { 'relogio/sem-hora-do-sistema': 'error' },
  },
  {
    // a realtime test may set up its fixtures with module code (passwords, tabs); realtime itself may not
    files: ['server/src/realtime/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // tests, benches and scripts are long by nature (describe blocks, scenarios)
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'scripts/**', 'server/test/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  prettier,
);
