// Import rules of the API (run by `npm run lint`). Floors, one way (docs/architecture.md):
// packages/shared → lib/ → db/, mail/, cache/, plugins/ → accounts/ → features/ → seed/ → app.ts, server.ts.
const API = '^apps/api/src/';
const TESTS = '(\\.test\\.ts$|^apps/api/test/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle between modules.',
      severity: 'error',
      from: { pathNot: TESTS },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment: 'No import cycle between folders (feature ↔ feature, db ↔ feature …).',
      severity: 'error',
      scope: 'folder',
      from: { path: API, pathNot: TESTS },
      to: { circular: true },
    },
    {
      name: 'api-feature-to-feature-internals',
      comment:
        'A feature may use another feature only through its services and mails (`*.service.ts`, `*.mails.ts`): never its routes or other internals.',
      severity: 'error',
      from: { path: `${API}features/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `${API}features/`,
        pathNot: [`${API}features/$1/`, `${API}features/[^/]+/[^/]+\\.(service|mails)\\.ts$`],
      },
    },
    {
      name: 'api-lib-floor',
      comment: 'lib/ is the ground floor: it knows no database, mail, cache, plugins, accounts or features.',
      severity: 'error',
      from: { path: `${API}lib/`, pathNot: TESTS },
      to: { path: `${API}(db|mail|plugins|cache|accounts|features|seed)/` },
    },
    {
      name: 'api-infrastructure-floor',
      comment: 'db/, mail/, cache/ and plugins/ know no accounts or features.',
      severity: 'error',
      from: { path: `${API}(db|mail|plugins|cache)/`, pathNot: TESTS },
      to: { path: `${API}(accounts|features|seed)/` },
    },
    {
      name: 'api-accounts-below-features',
      comment: 'The accounts kernel knows no features.',
      severity: 'error',
      from: { path: `${API}accounts/`, pathNot: TESTS },
      to: { path: `${API}(features|seed)/` },
    },
    {
      name: 'api-features-below-app',
      comment: 'Nothing but the entry points imports app.ts, server.ts or the seed.',
      severity: 'error',
      from: { path: API, pathNot: [TESTS, `${API}(app|server|admin|admin-cli)\\.ts$`, `${API}seed/`] },
      to: { path: [`${API}(app|server)\\.ts$`, `${API}seed/`] },
    },
    {
      name: 'shared-imports-nothing-of-ours',
      comment: 'packages/shared depends on zod only: never on an app.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    // Tests and their helpers may reach anywhere; folder cycles are about production code.
    exclude: { path: TESTS },
    includeOnly: '^(apps/api/src|packages/shared/src)/',
    // The `@/` alias: dependency-cruiser's tsconfig reader needs a `baseUrl`, which TypeScript 7 no longer has.
    webpackConfig: { fileName: '.dependency-cruiser.webpack.cjs', env: { app: 'api' } },
    // TypeScript 7 has no compiler API; the API has no TSX, so swc parses it with its type imports (decision 0016).
    parser: 'swc',
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
