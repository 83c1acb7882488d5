import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/tables/jobs.table.ts';
import { startPoller } from '../lib/poller.ts';
import { backoffMs } from '../mail/mail-outbox.ts';

// Decision 0031: the one job mechanism. A job is a row written in the transaction of the change
// that causes it (or by a sweep), run later by any replica: claimed with FOR UPDATE SKIP LOCKED
// and a lease, retried with backoff, its handler and its "done" mark committed together. The dedupe
// key makes each job at most once (request:<id>:expired), whatever the replicas.

export const JOB_MAX_ATTEMPTS = 8;
/** How long a replica holds a claimed job; a crash mid-run frees it after this. */
export const JOB_LEASE_MS = 60_000;
const BATCH = 10;

export type NewJob = {
  kind: string;
  /** Unique: a second job with this key is never written. */
  key: string;
  payload?: Record<string, unknown>;
  /** Default: now. */
  runAt?: Date;
};

/**
 * Runs one job inside the transaction `tx` that also marks it done: what it writes (an outbox
 * mail, a row) is kept exactly once. An effect outside the database (an HTTP call) may repeat
 * after a crash: such handlers must be idempotent themselves.
 */
export type JobHandler = (payload: Record<string, unknown>, ctx: { tx: Db; now: Date }) => Promise<void>;

/**
 * A periodic look for work that time alone makes due (a request that expired): it only enqueues
 * jobs with dedupe keys, so running it on every replica at once is harmless.
 */
export type Sweep = (db: Db, now: Date) => Promise<unknown>;

export type Jobs = {
  handle(kind: string, handler: JobHandler): void;
  sweep(name: string, sweep: Sweep): void;
  /** Writes the job in `tx` (false when its key exists already); the worker is nudged. */
  enqueue(tx: Db, job: NewJob): Promise<boolean>;
  /** Look for due jobs now (and run the sweeps too when `sweep`). */
  nudge(options?: { sweep?: boolean }): void;
  /** Runs every job due now (after the sweeps when their time came, or `sweep`); resolves with how many ran. */
  runOnce(options?: { sweep?: boolean }): Promise<number>;
  stop(): Promise<void>;
};

type Deps = {
  db: Db;
  /** The app's clock: what is due, and the sweeps' now (the test clock moves both). */
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  pollMs?: number;
  sweepMs?: number;
  /** Default true; false: nothing runs unless runOnce is called. */
  loop?: boolean;
};

type Claimed = { id: string; kind: string; payload: Record<string, unknown>; attempts: number };

export async function enqueueJob(db: Db, job: NewJob, now: Date): Promise<boolean> {
  const written = await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, payload: job.payload ?? {}, runAt: job.runAt ?? now })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return written.length > 0;
}

/** Takes up to BATCH due jobs for this replica; rows another replica is claiming are skipped. */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const real = new Date();
  const until = new Date(real.getTime() + JOB_LEASE_MS);
  const result = await db.execute<Claimed>(sql`
    update ${jobs} set locked_until = ${until.toISOString()}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where done_at is null and failed_at is null
        and run_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until < ${real.toISOString()}::timestamptz)
      order by run_at
      limit ${BATCH}
      for update skip locked
    )
    returning id, kind, payload, attempts`);
  return result.rows.map((row) => ({ ...row }));
}

export function createJobs({ db, now, log, pollMs = 1000, sweepMs = 60_000, loop = true }: Deps): Jobs {
  const handlers = new Map<string, JobHandler>();
  const sweeps = new Map<string, Sweep>();
  let lastSweep = 0;
  let sweepAsked = false;

  const runSweeps = async () => {
    lastSweep = Date.now();
    for (const [name, sweep] of sweeps) {
      try {
        await sweep(db, now());
      } catch (error) {
        log.warn({ err: error, sweep: name }, 'sweep failed');
      }
    }
  };

  const runJob = async (job: Claimed) => {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await db.transaction(async (tx) => {
        await handler(job.payload, { tx, now: now() });
        await tx
          .update(jobs)
          .set({ doneAt: new Date(), lockedUntil: null, lastError: null })
          .where(eq(jobs.id, job.id));
      });
      return true;
    } catch (error) {
      const failed = job.attempts >= JOB_MAX_ATTEMPTS;
      await db
        .update(jobs)
        .set({
          lockedUntil: null,
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          ...(failed
            ? { failedAt: new Date() }
            : { runAt: new Date(now().getTime() + backoffMs(job.attempts)) }),
        })
        .where(and(eq(jobs.id, job.id), isNull(jobs.doneAt)));
      log[failed ? 'error' : 'warn']({ err: error, kind: job.kind, attempts: job.attempts }, 'job failed');
      return false;
    }
  };

  const runOnce = async () => {
    if (sweepAsked || Date.now() - lastSweep >= sweepMs) {
      sweepAsked = false;
      await runSweeps();
    }
    let ran = 0;
    for (;;) {
      const batch = await claimDue(db, now());
      if (batch.length === 0) return ran;
      for (const job of batch) if (await runJob(job)) ran++;
    }
  };

  const poller = loop ? startPoller(runOnce, { pollMs, log, unavailable: 'jobs unavailable' }) : null;
  const tick = () => poller?.tick();
  // The first run waits for the routes to register their handlers and sweeps.
  if (poller) setImmediate(tick);

  return {
    handle: (kind, handler) => void handlers.set(kind, handler),
    sweep: (name, sweep) => void sweeps.set(name, sweep),
    async enqueue(tx, job) {
      const written = await enqueueJob(tx, job, now());
      // Inside a transaction the row shows only after the commit; the next poll finds it then.
      if (written) setImmediate(tick);
      return written;
    },
    nudge(options) {
      if (options?.sweep) sweepAsked = true;
      tick();
    },
    async runOnce(options) {
      await poller?.idle();
      if (options?.sweep) sweepAsked = true;
      return runOnce();
    },
    async stop() {
      await poller?.stop();
    },
  };
}
