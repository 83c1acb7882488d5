import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openMigratedDatabase } from '../../test/build-test-app.ts';
import { openTransactions } from '../../test/open-transactions.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/tables/jobs.table.ts';
import { backoffMs } from '../mail/mail-outbox.ts';
import { createJobs, enqueueJob, JOB_MAX_ATTEMPTS, type Jobs } from './jobs.ts';

// Decision 0031: the one job mechanism, on PGlite and PostgreSQL alike. Jobs run from a clock the
// test moves; the loop is off, so each step happens when the test says.

const quiet = { warn: () => {}, error: () => {} };
const T0 = new Date('2026-11-20T12:00:00.000Z');

describe('jobs', () => {
  let database: Database;
  let close: () => Promise<void>;
  let now = T0;
  const runners: Jobs[] = [];
  const runner = (leaseMs?: number) => {
    const made = createJobs({ db: database.db, now: () => now, log: quiet, loop: false, leaseMs });
    runners.push(made);
    return made;
  };
  const rows = () => database.db.select().from(jobs).orderBy(jobs.key);

  beforeAll(async () => {
    ({ database, close } = await openMigratedDatabase());
    await database.db.execute(sql`create table job_effects (key text primary key)`);
  });
  afterAll(async () => {
    for (const r of runners) await r.stop();
    await close?.();
  });
  beforeEach(async () => {
    now = T0;
    await database.db.delete(jobs);
    await database.db.execute(sql`delete from job_effects`);
  });

  /** A handler whose effect is a row: kept only when the job is marked done with it. */
  const recordEffect = async (payload: Record<string, unknown>, { tx }: { tx: Database['db'] }) => {
    await tx.execute(sql`insert into job_effects (key) values (${String(payload.key)})`);
  };
  const effects = async () =>
    (await database.db.execute<{ key: string }>(sql`select key from job_effects order by key`)).rows.map(
      (r) => r.key,
    );

  it('writes a job once per key, and runs it once, whatever the runners', async () => {
    expect(await enqueueJob(database.db, { kind: 'effect', key: 'k:1', payload: { key: 'a' } }, now)).toBe(
      true,
    );
    expect(await enqueueJob(database.db, { kind: 'effect', key: 'k:1', payload: { key: 'b' } }, now)).toBe(
      false,
    );
    const [one, two] = [runner(), runner()];
    one.handle('effect', recordEffect);
    two.handle('effect', recordEffect);
    const ran = await Promise.all([one.runOnce(), two.runOnce()]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(await effects()).toEqual(['a']);
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, doneAt: expect.any(Date), lockedUntil: null });
    expect(await one.runOnce()).toBe(0);
  });

  it('waits for run_at on the app’s clock', async () => {
    await enqueueJob(
      database.db,
      { kind: 'effect', key: 'later', payload: { key: 'x' }, runAt: new Date(T0.getTime() + 60_000) },
      now,
    );
    const r = runner();
    r.handle('effect', recordEffect);
    expect(await r.runOnce()).toBe(0);
    now = new Date(T0.getTime() + 60_000);
    expect(await r.runOnce()).toBe(1);
  });

  it('rolls a failed run back, retries it with backoff, and gives up after the last attempt', async () => {
    let calls = 0;
    const r = runner();
    r.handle('flaky', async (payload, ctx) => {
      calls++;
      await recordEffect(payload, ctx);
      throw new Error('el servicio no responde');
    });
    await enqueueJob(database.db, { kind: 'flaky', key: 'f', payload: { key: 'f' } }, now);
    expect(await r.runOnce()).toBe(0);
    let [row] = await rows();
    expect(row).toMatchObject({
      attempts: 1,
      doneAt: null,
      failedAt: null,
      lastError: 'el servicio no responde',
    });
    expect(row!.runAt).toEqual(new Date(T0.getTime() + backoffMs(1)));
    expect(await effects()).toEqual([]);

    for (let attempt = 2; attempt <= JOB_MAX_ATTEMPTS; attempt++) {
      now = new Date(now.getTime() + 2 * 3_600_000);
      await r.runOnce();
    }
    [row] = await rows();
    expect(row).toMatchObject({ attempts: JOB_MAX_ATTEMPTS, failedAt: expect.any(Date) });
    now = new Date(now.getTime() + 10 * 3_600_000);
    await r.runOnce();
    expect(calls).toBe(JOB_MAX_ATTEMPTS);
  });

  it('records a job of an unknown kind as an error instead of losing it', async () => {
    await enqueueJob(database.db, { kind: 'nadie', key: 'n' }, now);
    await runner().runOnce();
    const [row] = await rows();
    expect(row).toMatchObject({ doneAt: null, lastError: 'no handler for job kind nadie' });
  });

  it('runs the sweeps when asked, and the jobs they find in the same pass; sweeping again adds none', async () => {
    const r = runner();
    r.handle('effect', recordEffect);
    let sweeps = 0;
    r.sweep('every-item', async (db, at) => {
      sweeps++;
      expect(at).toEqual(now);
      for (const key of ['s:1', 's:2']) await enqueueJob(db, { kind: 'effect', key, payload: { key } }, at);
    });
    expect(await r.runOnce({ sweep: true })).toBe(2);
    expect(await r.runOnce({ sweep: true })).toBe(0);
    expect(sweeps).toBe(2);
    expect(await effects()).toEqual(['s:1', 's:2']);
  });

  it('skips a job another runner holds until its lease ends', async () => {
    await enqueueJob(database.db, { kind: 'effect', key: 'held', payload: { key: 'h' } }, now);
    await database.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(jobs.key, 'held'));
    const r = runner();
    r.handle('effect', recordEffect);
    expect(await r.runOnce()).toBe(0);
    await database.db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(jobs.key, 'held'));
    expect(await r.runOnce()).toBe(1);
  });

  it('a job’s fetch runs with no transaction open, and its apply is kept with the done mark', async () => {
    const r = runner();
    const seen: { open: number; payload: Record<string, unknown> }[] = [];
    r.handle('fetching', {
      fetch: async (payload) => {
        seen.push({ open: await openTransactions(database), payload });
        return `${String(payload.key)}-leído`;
      },
      apply: (_payload, fetched, ctx) => recordEffect({ key: fetched }, ctx),
    });
    await enqueueJob(database.db, { kind: 'fetching', key: 'f:1', payload: { key: 'x' } }, now);
    expect(await r.runOnce()).toBe(1);
    expect(seen).toEqual([{ open: 0, payload: { key: 'x' } }]);
    expect(await effects()).toEqual(['x-leído']);
  });

  it('renews the lease while a job runs: another runner never takes it, and it runs once', async () => {
    const leaseMs = 900;
    const [one, two] = [runner(leaseMs), runner(leaseMs)];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fetches = 0;
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow = {
      fetch: async () => {
        fetches++;
        if (fetches > 1) return;
        started();
        await gate;
      },
      apply: (payload: Record<string, unknown>, _none: unknown, ctx: { tx: Database['db'] }) =>
        recordEffect(payload, ctx),
    };
    one.handle('slow', slow);
    two.handle('slow', slow);
    await enqueueJob(database.db, { kind: 'slow', key: 'slow', payload: { key: 's' } }, now);
    const first = one.runOnce();
    await running;
    const [claimed] = await rows();
    // Wait until the first lease has ended on the real clock.
    while (Date.now() <= claimed!.lockedUntil!.getTime()) await new Promise((r) => setTimeout(r, 50));
    expect((await rows())[0]!.lockedUntil!.getTime()).toBeGreaterThan(claimed!.lockedUntil!.getTime());
    expect(await two.runOnce()).toBe(0);
    release();
    expect(await first).toBe(1);
    expect(fetches).toBe(1);
    expect(await effects()).toEqual(['s']);
    expect((await rows())[0]).toMatchObject({ attempts: 1, doneAt: expect.any(Date), lockedUntil: null });
  });

  it('a run whose lease another runner took is rolled back, not marked done twice', async () => {
    const r = runner();
    r.handle('effect', {
      fetch: async () => {
        // Another replica claimed it meanwhile (its lease had run out): attempts moved on.
        await database.db.update(jobs).set({ attempts: sql`${jobs.attempts} + 1` });
      },
      apply: (payload, _none, ctx) => recordEffect(payload, ctx),
    });
    await enqueueJob(database.db, { kind: 'effect', key: 'taken', payload: { key: 't' } }, now);
    expect(await r.runOnce()).toBe(0);
    expect(await effects()).toEqual([]);
    expect((await rows())[0]).toMatchObject({ attempts: 2, doneAt: null, lastError: null });
  });
});
