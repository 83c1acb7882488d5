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
// A job that calls outside (Mercado Pago) does it in its `fetch` step, outside any transaction, and
// applies what it got in the transaction that marks it done; the runner renews the leases of the
// jobs it holds while they run, and a job whose lease another replica took is not marked done.

export const JOB_MAX_ATTEMPTS = 8;
/** How long a replica holds a claimed job; renewed while it runs, a crash frees it after this. */
const JOB_LEASE_MS = 60_000;
const BATCH = 10;

export type NewJob = {
  kind: string;
  /** Unique: a second job with this key is never written. */
  key: string;
  payload?: Record<string, unknown>;
  /** Default: now. */
  runAt?: Date;
};

type Payload = Record<string, unknown>;
type ApplyContext = { tx: Db; now: Date };

/**
 * Runs one job inside the transaction `tx` that also marks it done: what it writes (an outbox
 * mail, a row) is kept exactly once. It never awaits anything but the database.
 */
export type JobHandler = (payload: Payload, ctx: ApplyContext) => Promise<void>;

/**
 * A job with a step outside the database (an HTTP call): `fetch` runs first, with no transaction
 * open (it may read with `db`), then `apply` gets its result inside the transaction that marks the
 * job done. `fetch` may repeat (a retry, a crash): what it does outside must be idempotent.
 */
export type FetchJobHandler<T> = {
  fetch: (payload: Payload, ctx: { db: Db; now: Date }) => Promise<T>;
  apply: (payload: Payload, fetched: T, ctx: ApplyContext) => Promise<void>;
};

/**
 * A periodic look for work that time alone makes due (a request that expired): it only enqueues
 * jobs with dedupe keys, so running it on every replica at once is harmless.
 */
export type Sweep = (db: Db, now: Date) => Promise<unknown>;

export type Jobs = {
  handle<T>(kind: string, handler: JobHandler | FetchJobHandler<T>): void;
  sweep(name: string, sweep: Sweep): void;
  /** Writes the job in `tx` (false when its key exists already); the worker is nudged. */
  enqueue(tx: Db, job: NewJob): Promise<boolean>;
  /** Look for due jobs now (and run the sweeps too when `sweep`). */
  nudge(options?: { sweep?: boolean }): void;
  /**
   * Runs every job due now (after the sweeps when their time came, or `sweep`), then waits for the
   * poller's own run; resolves with how many this call ran.
   */
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
  /** Default JOB_LEASE_MS (tests shorten it); renewed every third of it while a job runs. */
  leaseMs?: number;
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
async function claimDue(db: Db, now: Date, leaseMs: number): Promise<Claimed[]> {
  const real = new Date();
  const until = new Date(real.getTime() + leaseMs);
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

/** The claim of this run: its id and attempt number (another replica's claim has a higher one). */
const ours = (job: Claimed) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts), isNull(jobs.doneAt));

/** While `held` jobs run, their leases are pushed forward every third of a lease (on real time). */
function renewLeases(db: Db, held: Set<Claimed>, leaseMs: number, log: Deps['log']) {
  const timer = setInterval(() => {
    const until = new Date(Date.now() + leaseMs);
    for (const job of held) {
      db.update(jobs)
        .set({ lockedUntil: until })
        .where(ours(job))
        .catch((error: unknown) => log.warn({ err: error, kind: job.kind }, 'job lease not renewed'));
    }
  }, leaseMs / 3);
  timer.unref();
  return () => clearInterval(timer);
}

export function createJobs(deps: Deps): Jobs {
  const { db, now, log, pollMs = 1000, sweepMs = 60_000, loop = true, leaseMs = JOB_LEASE_MS } = deps;
  const handlers = new Map<string, FetchJobHandler<unknown>>();
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
      const fetched = await handler.fetch(job.payload, { db, now: now() });
      await db.transaction(async (tx) => {
        await handler.apply(job.payload, fetched, { tx, now: now() });
        const done = await tx
          .update(jobs)
          .set({ doneAt: new Date(), lockedUntil: null, lastError: null })
          .where(ours(job))
          .returning({ id: jobs.id });
        // Its lease ran out and another replica claimed it: that run counts, this one rolls back.
        if (done.length === 0) throw new Error('job lease lost');
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
        .where(ours(job));
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
      const batch = await claimDue(db, now(), leaseMs);
      if (batch.length === 0) return ran;
      const held = new Set(batch);
      const stopRenewing = renewLeases(db, held, leaseMs, log);
      try {
        for (const job of batch) {
          if (await runJob(job)) ran++;
          held.delete(job);
        }
      } finally {
        stopRenewing();
      }
    }
  };

  const poller = loop ? startPoller(runOnce, { pollMs, log, unavailable: 'jobs unavailable' }) : null;
  const tick = () => poller?.tick();
  // The first run waits for the routes to register their handlers and sweeps.
  if (poller) setImmediate(tick);

  return {
    handle: (kind, handler) =>
      void handlers.set(
        kind,
        typeof handler === 'function'
          ? { fetch: async () => undefined, apply: (payload, _none, ctx) => handler(payload, ctx) }
          : (handler as FetchJobHandler<unknown>),
      ),
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
      const ran = await runOnce();
      // A job this run enqueued woke the poller, which may have claimed it first: wait for that run too.
      await new Promise(setImmediate);
      await poller?.idle();
      return ran;
    },
    async stop() {
      await poller?.stop();
    },
  };
}
