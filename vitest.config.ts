import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.config.ts';

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
    // One migrated PostgreSQL database per run, copied for each test database (postgres-template.ts).
    globalSetup: db === 'postgres' ? [`${import.meta.dirname}/apps/api/test/postgres-template.ts`] : [],
    // One module graph per worker, not per file: the app's ~1 000 modules load twice, not 268 times,
    // which halves the suite's CPU time. Each file builds its own app and database (build-test-app.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: 1 of 2 here, the other core mostly idle
    // while a worker waits on PostgreSQL or PGlite. One per core still left a quarter of the CPU
    // idle (506 s, against 467 s with one more). The API projects' files and the web's share them.
    maxWorkers: availableParallelism() + 1,
    projects: [
      { test: { name: 'shared', root: './packages/shared', include: ['src/**/*.test.ts'] } },
      apiProject('pglite'),
      ...(process.env.DATABASE_URL ? [apiProject('postgres')] : []),
      ...webProjects,
    ],
  },
});
