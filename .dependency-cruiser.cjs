// Import rules of the web app and the shared package (run by `npm run lint`).
// Floors, one way: packages/shared → web lib → web components → web features → web app.
// The API's rules are in .dependency-cruiser-api.cjs (also run by `npm run lint:deps`).
const WEB = '^apps/web/src/';
const TESTS = '(\\.test\\.tsx?$|^apps/web/src/test/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle between modules.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shared-imports-nothing-of-ours',
      comment: 'packages/shared depends on zod only: never on an app.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-feature-to-feature',
      comment:
        'A web feature never imports another feature: what two features share goes down to components/ or lib/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TESTS },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-lib-floor',
      comment: 'lib/ knows no components, features or app.',
      severity: 'error',
      from: { path: `${WEB}lib/`, pathNot: TESTS },
      to: { path: `${WEB}(components|features|app)/` },
    },
    {
      name: 'web-components-floor',
      comment: 'components/ (shared UI) knows no features and no app.',
      severity: 'error',
      from: { path: `${WEB}components/`, pathNot: TESTS },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-below-app',
      comment: 'Features never import app/: the app combines features, not the other way round.',
      severity: 'error',
      from: { path: `${WEB}features/`, pathNot: TESTS },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-no-test-helpers-in-production',
      comment: 'Production code never imports test helpers.',
      severity: 'error',
      from: { path: WEB, pathNot: TESTS },
      to: { path: TESTS },
    },
  ],
  options: {
    includeOnly: '^(apps/web/src|packages/shared/src)/',
    // The `@/` alias: dependency-cruiser's tsconfig reader needs a `baseUrl`, which TypeScript 7 no longer has.
    webpackConfig: { fileName: '.dependency-cruiser.webpack.cjs', env: { app: 'web' } },
    // TypeScript 7 has no compiler API and swc's parser in dependency-cruiser reads no TSX: Babel strips
    // the types (only `import type` goes), then dependency-cruiser reads the JavaScript (decision 0016).
    babelConfig: { fileName: '.dependency-cruiser.babel.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
