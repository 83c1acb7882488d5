import { defineConfig } from 'vitest/config';

// The API suite runs once on PGlite and, when DATABASE_URL is set (as in CI), once more on PostgreSQL.
const apiProject = (db: 'pglite' | 'postgres') => ({
  // `@/` is the API's src/ (as in apps/api/tsconfig.json, which tsup and tsx read).
  resolve: { alias: { '@/': `${import.meta.dirname}/apps/api/src/` } },
  test: {
    name: `api-${db}`,
    root: './apps/api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
      './apps/web/vitest.config.ts',
    ],
  },
});
