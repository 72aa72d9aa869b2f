/**
 * Dependency rules (issue 36), checked by `npm run lint:deps` in CI. Type imports count: a cycle closed only by
 * `import type` is still a cycle (tsPreCompilationDeps).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'sem-ciclos',
      severity: 'error',
      comment: 'Módulos dependem num sentido só: nenhum ciclo de imports, nem só de tipos.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'base-sem-modulos',
      severity: 'error',
      comment: 'O contexto, o banco, os caches e as sessões são a base: não importam módulos (issue 36).',
      from: { path: '^server/src/(context[.]ts|db/|cache/|sessoes/)' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'realtime-sem-modulos',
      severity: 'error',
      comment: 'realtime/ entrega eventos; o que precisa dos módulos recebe por realtime/portas.ts (app.ts).',
      from: { path: '^server/src/realtime/', pathNot: '[.]test[.]ts$' },
      to: { path: '^server/src/modules/' },
    },
    {
      name: 'repo-de-outro-modulo',
      severity: 'error',
      comment: 'Um módulo lê os dados de outro só através dele (o service ou o núcleo dele), nunca pelo repo.',
      from: { path: '^server/src/modules/([^/]+)/', pathNot: '[.]test[.]ts$' },
      to: { path: '^server/src/modules/([^/]+)/.+[.]repo[.]ts$', pathNot: '^server/src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
