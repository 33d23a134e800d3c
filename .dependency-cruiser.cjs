/** Layer rules, checked in `npm test`: each layer imports only the layers below it. */
/**
 * The web app's features from the floor up (frontend/src/features/*): a feature imports only features
 * of the layers below its own, so features form no cycle. A new feature takes its place here.
 * See docs/architecture.md ("The web app").
 */
const WEB_FEATURE_LAYERS = [
  ['admin-queues', 'auth', 'clocks', 'designer', 'errors', 'notifications', 'plans', 'review', 'security', 'team'],
  ['billing', 'branding', 'ideas', 'landing', 'publishing', 'setup'],
  ['profile', 'projects', 'social'],
  ['admin', 'guests'],
  ['dashboard'],
  ['layout'],
  ['calendar'],
];

/** Tests and their fixtures may reach anywhere, as on the server. */
const WEB_TESTS = '\\.test\\.tsx?$|/testing/';

function webFeatureLayerRules() {
  const rules = WEB_FEATURE_LAYERS.map((layer, index) => {
    const below = WEB_FEATURE_LAYERS.slice(0, index).flat();
    return {
      name: `web-feature-layer-${index}`,
      comment: `A feature of layer ${index} (${layer.join(', ')}) imports only features of the layers below (WEB_FEATURE_LAYERS): no cycles between features.`,
      severity: 'error',
      from: { path: `^frontend/src/features/(${layer.join('|')})/`, pathNot: WEB_TESTS },
      to: {
        path: '^frontend/src/features/[^/]+/',
        pathNot: [
          '^frontend/src/features/$1/',
          ...(below.length ? [`^frontend/src/features/(${below.join('|')})/`] : []),
        ],
      },
    };
  });
  rules.push({
    name: 'web-feature-has-a-layer',
    comment: 'A feature that imports another feature takes its place in WEB_FEATURE_LAYERS first.',
    severity: 'error',
    from: {
      path: `^frontend/src/features/(?!(?:${WEB_FEATURE_LAYERS.flat().join('|')})/)([^/]+)/`,
      pathNot: WEB_TESTS,
    },
    to: { path: '^frontend/src/features/[^/]+/', pathNot: '^frontend/src/features/$1/' },
  });
  return rules;
}

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
      comment:
        'Job handlers live in their context (jobs/); workers/ only boots them. The tests of jobs start the workers.',
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
      name: 'privacy-is-composed-by-the-roots',
      comment:
        "The privacy context composes the others (exports and erasure reach every context, docs/privacy.md): no context imports it, so it can use any of them without a cycle. Only the roots (app.module, the workers) and the database's entity list do.",
      severity: 'error',
      from: {
        path: '^backend/src/(?!privacy/)[^/]+/',
        pathNot: ['\\.(spec|int-spec)\\.ts$', '^backend/src/database/'],
      },
      to: { path: '^backend/src/privacy/' },
    },
    {
      name: 'roots-use-the-surfaces',
      comment: 'The API and worker bootstraps compose the contexts through their public surfaces too.',
      severity: 'error',
      from: { path: '^(backend/src/[^/]+\\.ts|workers/src/.+)$', pathNot: '\\.(spec|int-spec)\\.ts$' },
      to: {
        path: '^backend/src/[^/]+/',
        pathNot: ['^backend/src/(common|config|contracts|http)/', '^backend/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-features-through-their-index',
      comment:
        'A web feature imports another only through its public surface (features/<x>/index.ts). Tests and test fixtures may reach inside (docs/decisions.md "Web features and their borders").',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/', pathNot: WEB_TESTS },
      to: {
        path: '^frontend/src/features/[^/]+/',
        pathNot: ['^frontend/src/features/$1/', '^frontend/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'web-features-do-not-import-app',
      comment:
        'app/ assembles the features (router, store, providers); a feature never imports it. Tests may render the app.',
      severity: 'error',
      from: { path: '^frontend/src/features/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^frontend/src/app/' },
    },
    {
      name: 'web-app-uses-the-surfaces',
      comment:
        'app/ imports a feature through its index. The router is the exception: it loads pages lazily from their own files (one chunk per page) and the route guards (Require*.tsx) from theirs, so that the entry chunk gets no other part of a feature (docs/decisions.md).',
      severity: 'error',
      from: {
        path: '^frontend/src/app/',
        pathNot: ['\\.test\\.tsx?$', '^frontend/src/app/(routes|RootRoutes)\\.tsx$'],
      },
      to: {
        path: '^frontend/src/features/[^/]+/',
        pathNot: '^frontend/src/features/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'web-router-loads-pages-lazily',
      comment: 'What the router takes from a feature file other than its index: a page, lazily, or a route guard.',
      severity: 'error',
      from: { path: '^frontend/src/app/(routes|RootRoutes)\\.tsx$' },
      to: {
        path: '^frontend/src/features/[^/]+/.+',
        pathNot: '^frontend/src/features/[^/]+/(index\\.ts|Require[A-Za-z]+\\.tsx)$',
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment: 'shared/ is the floor of the web app: it imports no feature and not app/.',
      severity: 'error',
      from: { path: '^frontend/src/shared/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^frontend/src/(features|app)/' },
    },
    ...webFeatureLayerRules(),
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
