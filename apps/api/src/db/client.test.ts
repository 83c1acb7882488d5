import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppOfSuite } from '../../test/build-test-app.ts';

describe('the PostgreSQL pool', () => {
  const t = testAppOfSuite();

  // Decision 0042. PGlite is one process: it never launches a worker.
  it.runIf(process.env.TEST_DB === 'postgres')('plans every query without parallel workers', async () => {
    const shown = () =>
      t().db.execute<{ max_parallel_workers_per_gather: string }>(sql`show max_parallel_workers_per_gather`);
    // Several at once, so more than one of the pool's connections answers.
    const answers = await Promise.all(Array.from({ length: 4 }, shown));
    expect(answers.map((a) => a.rows[0]!.max_parallel_workers_per_gather)).toEqual(['0', '0', '0', '0']);
  });
});
