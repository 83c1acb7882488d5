import { and, isNull, lte } from 'drizzle-orm';
import { jobs } from '../src/db/tables/jobs.table.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * Runs the due jobs until none is left, whoever runs them: the app's own worker may have claimed
 * one already (then `runOnce` finds nothing), so this waits for the state, not for a run.
 */
export async function jobsSettled(t: TestApp, now: Date) {
  for (;;) {
    await t.app.jobs.runOnce();
    const pending = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.runAt, now)))
      .limit(1);
    if (pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
