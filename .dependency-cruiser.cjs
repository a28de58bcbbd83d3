/**
 * Which way imports may go (issue 11). `npm run lint` runs this; a rule broken is an error.
 *
 * Web: the app shell (`app/`) composes features; a feature uses `lib/`, the domain and its own folder only;
 * `lib/` is the bottom and imports neither features nor the shell.
 * Server: the layers under the resources (`http/jsonapi`, `access`, `db`) never import a resource; the seed is
 * used by the composition roots and tests, never by product code.
 */
const WEB = '^apps/web/src/';
const SERVER = '^apps/server/src/';
const TESTS = '(\\.test\\.tsx?$|/test/|/testing/|test-support)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-shell',
      comment:
        'A feature never imports the app shell: the shell imports features (links come from lib/paths).',
      severity: 'error',
      from: { path: `${WEB}features/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'feature-imports-feature',
      comment:
        'A feature imports lib, the domain and its own folder only. Shared pieces move to lib; pages are composed in the shell.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'lib-imports-upward',
      comment: 'lib is the bottom of the web app: it never imports features or the shell.',
      severity: 'error',
      from: { path: `${WEB}lib/` },
      to: { path: [`${WEB}features/`, `${WEB}app/`] },
    },
    {
      name: 'web-imports-server',
      comment: 'The browser code shares rules through packages/domain, never through the server.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'domain-imports-apps',
      comment: 'The domain package is shared by both apps and imports neither.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'layer-imports-resources',
      comment: 'http/jsonapi, access and db sit under the resources and never import one.',
      severity: 'error',
      from: { path: `${SERVER}(http/jsonapi|access|db)/`, pathNot: TESTS },
      to: { path: `${SERVER}resources/` },
    },
    {
      name: 'product-imports-seed',
      comment:
        'Demo and benchmark data (db/seed) is used by the composition roots (main.ts, the seed CLI) and tests only.',
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: [`${SERVER}db/seed/`, `${SERVER}main\\.ts$`, TESTS],
      },
      to: { path: `${SERVER}db/seed/` },
    },
    {
      name: 'server-imports-tests',
      comment: 'Product code never imports test code.',
      severity: 'error',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: TESTS },
      to: { path: TESTS },
    },
    {
      name: 'no-circular',
      comment:
        'An import cycle makes load order matter and hides which module owns what. Exempt: imports of types only, and the resource graph (resources/*/resource.ts name each other in lazy `resource: () => x` relationships, as Graphiti resources do).',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: {
        circular: true,
        viaOnly: {
          dependencyTypesNot: ['type-only'],
          pathNot: `${SERVER}resources/[^/]+/resource\\.ts$`,
        },
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
