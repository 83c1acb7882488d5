import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/tables/mail-outbox.table.ts';
import { startPoller } from '../lib/poller.ts';
import type { MailMessage } from './mail-message.ts';

export const OUTBOX_MAX_ATTEMPTS = 8;
/**
 * How long a replica holds a claimed message; a crash mid-delivery frees it after this (a restart
 * of the same replica frees it at once). Renewed every third of it while a delivery goes on.
 */
export const OUTBOX_LEASE_MS = 10_000;
const BATCH = 10;
const DEFAULT_POLL_MS = 1000;

/** Retry n waits 5 s · 2^(n-1), at most an hour. */
export const backoffMs = (attempts: number) => Math.min(5000 * 2 ** Math.max(0, attempts - 1), 3_600_000);

export async function enqueueMail(db: Db, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments ?? null,
    availableAt: new Date(),
  });
}

type Claimed = typeof mailOutbox.$inferSelect;

/**
 * Takes up to BATCH due messages for this replica: rows another replica is claiming right now are
 * skipped (FOR UPDATE SKIP LOCKED), and the lease keeps them from everyone else while delivered.
 */
export async function claimDue(
  db: Db,
  claimant: string,
  now = new Date(),
  leaseMs = OUTBOX_LEASE_MS,
): Promise<Claimed[]> {
  const until = new Date(now.getTime() + leaseMs);
  const result = await db.execute<Claimed>(sql`
    update ${mailOutbox}
    set locked_until = ${until.toISOString()}::timestamptz, claimed_by = ${claimant}, attempts = attempts + 1
    where id in (
      select id from ${mailOutbox}
      where sent_at is null and failed_at is null
        and available_at <= ${now.toISOString()}::timestamptz
        and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
      order by available_at, created_at
      limit ${BATCH}
      for update skip locked
    )
    returning id, "to", subject, text, html, attachments, attempts`);
  return result.rows.map((row) => ({ ...row }));
}

/**
 * Frees at start the claims a previous run of this replica left (killed mid-delivery): all of
 * them when this process is the database's only one (`exclusive`: PGlite is locked to one process).
 */
async function releaseLeftClaims(db: Db, claimant: string, exclusive: boolean): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null, claimedBy: null })
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        exclusive ? isNotNull(mailOutbox.claimedBy) : eq(mailOutbox.claimedBy, claimant),
      ),
    );
}

/** Pushes the lease of the messages this replica is delivering further out. */
async function renewClaims(db: Db, claimant: string, leaseMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lockedUntil: new Date(Date.now() + leaseMs) })
    .where(
      and(
        eq(mailOutbox.claimedBy, claimant),
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        isNotNull(mailOutbox.lockedUntil),
      ),
    );
}

type Deps = {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  deliver: (message: MailMessage) => Promise<void>;
  pollMs?: number;
  /** This replica's name on its claims (REPLICA_ID); default a name of this process only. */
  claimant?: string;
  /** The only process using the database (PGlite): every claim left at start is a dead process's. */
  exclusive?: boolean;
  leaseMs?: number;
};

export type OutboxWorker = {
  nudge(): void;
  stop(): Promise<void>;
  runOnce(): Promise<number>;
  /** Resolves once every message due now has been delivered (or has failed this try). */
  drain(): Promise<void>;
};

/** Delivers due messages now and on every poll; `stop` waits for the batch in hand. */
export function startOutboxWorker({
  db,
  log,
  deliver,
  pollMs = DEFAULT_POLL_MS,
  claimant = `process-${randomUUID()}`,
  exclusive = false,
  leaseMs = OUTBOX_LEASE_MS,
}: Deps): OutboxWorker {
  // The first look waits for the left claims to be freed, so it can deliver them.
  const released = releaseLeftClaims(db, claimant, exclusive).catch((error: unknown) =>
    log.warn({ err: error }, 'mail outbox unavailable'),
  );

  const deliverOne = async (row: Claimed) => {
    try {
      await deliver({ ...row, attachments: row.attachments ?? undefined });
      await db
        .update(mailOutbox)
        .set({ sentAt: new Date(), lockedUntil: null, claimedBy: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (error) {
      const failed = row.attempts >= OUTBOX_MAX_ATTEMPTS;
      const retryAt = new Date(Date.now() + backoffMs(row.attempts));
      await db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          claimedBy: null,
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          ...(failed ? { failedAt: new Date() } : { availableAt: retryAt }),
        })
        .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt)));
      const level = failed ? 'error' : 'warn';
      log[level](
        { err: error, subject: row.subject, attempts: row.attempts },
        failed ? 'mail failed' : 'mail retry',
      );
      return false;
    }
  };

  const runOnce = async (): Promise<number> => {
    await released;
    let sent = 0;
    const renewal = setInterval(
      () => void renewClaims(db, claimant, leaseMs).catch(() => {}),
      Math.max(50, Math.floor(leaseMs / 3)),
    );
    try {
      for (;;) {
        const batch = await claimDue(db, claimant, new Date(), leaseMs);
        if (batch.length === 0) return sent;
        for (const row of batch) if (await deliverOne(row)) sent++;
      }
    } finally {
      clearInterval(renewal);
    }
  };

  const poller = startPoller(runOnce, { pollMs, log, unavailable: 'mail outbox unavailable' });
  poller.tick();

  return {
    nudge: poller.tick,
    runOnce,
    async drain() {
      await poller.idle();
      await runOnce();
      await poller.idle();
    },
    stop: poller.stop,
  };
}
