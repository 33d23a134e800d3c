/** Layer rules, checked in `npm test`: each layer imports only the layers below it. */
module.exports = {
  forbidden: [
    {
      name: 'frontend-imports-no-server-code',
      comment: 'The web app talks to the server over HTTP only; it may share the contract types.',
      severity: 'error',
      from: { path: '^frontend/src' },
      to: { path: '^(backend|workers)/', pathNot: '^backend/src/contracts/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'Domain code (the lifecycle machine, rules) runs no I/O: no Nest, ORM, queue or HTTP.',
      severity: 'error',
      from: { path: '^backend/src/[^/]+/domain/' },
      to: { path: '(@nestjs|@mikro-orm|bullmq|ioredis|fastify|pg)(/|$)|^backend/src/.+/(commands|queries|jobs)/' },
    },
    {
      name: 'controllers-use-the-buses',
      comment: 'A controller turns a request into a command or a query, it does not touch the database.',
      severity: 'error',
      from: { path: '\\.controller\\.ts$' },
      to: { path: '@mikro-orm|\\.entity\\.ts$|\\.handler\\.ts$' },
    },
    {
      name: 'backend-does-not-import-workers',
      comment: 'Job handlers live in their context (jobs/); workers/ only boots them. The tests of jobs start the workers.',
      severity: 'error',
      from: { path: '^backend/src/' },
      to: { path: '^workers/' },
    },
    {
      name: 'contracts-stand-alone',
      comment:
        'The contracts are shared with the web app: they import nothing but each other, and zod for the one runtime schema (the brand, docs/decisions.md "Brand").',
      severity: 'error',
      from: { path: '^backend/src/contracts/' },
      to: { pathNot: '^backend/src/contracts/|(^|/)node_modules/zod/' },
    },
    {
      name: 'context-borders',
      comment:
        'A context imports another only through its public surface (its index.ts); the shared kernel (common, config, contracts, http) is open to all. Tests may reach inside. See docs/architecture.md.',
      severity: 'error',
      from: { path: '^backend/src/([^/]+)/', pathNot: '\\.(spec|int-spec)\\.ts$' },
      to: {
        path: '^backend/src/[^/]+/',
        pathNot: ['^backend/src/$1/', '^backend/src/(common|config|contracts|http)/', '^backend/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'roots-use-the-surfaces',
      comment: 'The API and worker bootstraps compose the contexts through their public surfaces too.',
      severity: 'error',
      from: { path: '^(backend/src/[^/]+\\.ts|workers/src/.+)$', pathNot: '\\.(spec|int-spec)\\.ts$' },
      to: { path: '^backend/src/[^/]+/', pathNot: ['^backend/src/(common|config|contracts|http)/', '^backend/src/[^/]+/index\\.ts$'] },
    },
    {
      name: 'no-circular',
      comment: 'No cycles, entities included: contexts form a graph with one direction (docs/architecture.md).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.spec.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
