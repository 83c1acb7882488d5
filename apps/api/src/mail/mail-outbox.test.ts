import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { migratedTestDatabase } from '../../test/build-test-app.ts';
import { mailOutbox } from '../db/tables/mail-outbox.table.ts';
import type { MailMessage } from './mail-message.ts';
import {
  backoffMs,
  claimDue,
  enqueueMail,
  OUTBOX_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS,
  startOutboxWorker,
} from './mail-outbox.ts';

// Finding 3 of the hardening review: a crash between creating an account and sending its mail
// stranded the account. Mails now go through an outbox written in the change's transaction and
// delivered, with retries, by whichever replica claims them first.

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const message = (i: number): MailMessage => ({
  to: `persona${i}@example.com`,
  subject: `Asunto ${i}`,
  text: 'Hola',
  html: '<p>Hola</p>',
});

describe('the mail outbox', () => {
  const database = migratedTestDatabase();
  /** A worker of the test database that logs nothing and polls once a minute: the tests drain it. */
  const testWorker = (deps: Omit<Parameters<typeof startOutboxWorker>[0], 'db' | 'log' | 'pollMs'>) =>
    startOutboxWorker({ db: database().db, log: quiet, pollMs: 60_000, ...deps });
  beforeEach(async () => {
    await database().db.delete(mailOutbox);
  });

  it('keeps a mail queued in a transaction only if the transaction commits', async () => {
    await database()
      .db.transaction(async (tx) => {
        await enqueueMail(tx, message(1));
        throw new Error('the change failed');
      })
      .catch(() => {});
    await database().db.transaction((tx) => enqueueMail(tx, message(2)));
    const rows = await database().db.select().from(mailOutbox);
    expect(rows.map((r) => r.to)).toEqual(['persona2@example.com']);
  });

  it('delivers each message exactly once although two replicas run', async () => {
    for (let i = 0; i < 40; i++) await enqueueMail(database().db, message(i));
    const delivered: string[] = [];
    const worker = (name: string) =>
      testWorker({
        deliver: async (m) => {
          delivered.push(`${name}:${m.to}`);
          await new Promise((resolve) => setImmediate(resolve));
        },
      });
    const a = worker('a');
    const b = worker('b');
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    await Promise.all([a.stop(), b.stop()]);
    const recipients = delivered.map((d) => d.split(':')[1]);
    expect(recipients).toHaveLength(40);
    expect(new Set(recipients).size).toBe(40);
    const pending = await database().db.select().from(mailOutbox).where(sql`${mailOutbox.sentAt} is null`);
    expect(pending).toEqual([]);
  });

  it('retries a failed delivery with backoff, then gives up after the last attempt', async () => {
    await enqueueMail(database().db, message(7));
    let fail = true;
    const sent: string[] = [];
    const worker = testWorker({
      deliver: async (m) => {
        if (fail) throw new Error('SMTP caído');
        sent.push(m.to);
      },
    });
    // The worker's first look starts with it: wait for that try too, not only one of our own.
    await worker.drain();
    let [row] = await database().db.select().from(mailOutbox);
    expect(row).toMatchObject({ attempts: 1, lastError: 'SMTP caído', sentAt: null, lockedUntil: null });
    expect(row!.availableAt.getTime()).toBeGreaterThan(Date.now() + backoffMs(1) - 2000);
    // Not due yet: nothing is claimed.
    expect(await worker.runOnce()).toBe(0);

    fail = false;
    await database()
      .db.update(mailOutbox)
      .set({ availableAt: new Date(Date.now() - 1) });
    expect(await worker.runOnce()).toBe(1);
    [row] = await database().db.select().from(mailOutbox);
    expect(row!.sentAt).not.toBeNull();
    expect(sent).toEqual(['persona7@example.com']);

    await enqueueMail(database().db, message(8));
    fail = true;
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS; i++) {
      await database()
        .db.update(mailOutbox)
        .set({ availableAt: new Date(Date.now() - 1) });
      await worker.runOnce();
    }
    const [dead] = await database()
      .db.select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'persona8@example.com'));
    expect(dead).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, sentAt: null });
    expect(dead!.failedAt).not.toBeNull();
    await worker.stop();
  });

  it('gives a claimed message back after its lease (a replica died mid-delivery), a lease of seconds', async () => {
    expect(OUTBOX_LEASE_MS).toBeLessThanOrEqual(15_000);
    await enqueueMail(database().db, message(9));
    const now = Date.now();
    expect(await claimDue(database().db, 'replica-a', new Date(now))).toHaveLength(1);
    expect(await claimDue(database().db, 'replica-b', new Date(now + 1000))).toHaveLength(0);
    expect(await claimDue(database().db, 'replica-b', new Date(now + OUTBOX_LEASE_MS + 1000))).toHaveLength(
      1,
    );
  });

  // Hardening round 2, finding 6: after kill -9, 10 of 40 mails waited for the 60 s lease.
  it("a restarted replica takes back its own claims at once; another replica's wait for their lease", async () => {
    for (let i = 0; i < 4; i++) await enqueueMail(database().db, message(20 + i));
    expect(await claimDue(database().db, 'replica-a')).toHaveLength(4); // then replica-a is killed
    await database()
      .db.update(mailOutbox)
      .set({ claimedBy: 'replica-b' })
      .where(eq(mailOutbox.to, 'persona23@example.com'));
    const delivered: string[] = [];
    const restarted = testWorker({
      claimant: 'replica-a',
      deliver: async (m) => void delivered.push(m.to),
    });
    await restarted.drain();
    await restarted.stop();
    expect(delivered.sort()).toEqual([
      'persona20@example.com',
      'persona21@example.com',
      'persona22@example.com',
    ]);
  });

  it('the only process of an embedded database takes back every claim at start', async () => {
    await enqueueMail(database().db, message(30));
    expect(await claimDue(database().db, 'old-process')).toHaveLength(1);
    const delivered: string[] = [];
    const worker = testWorker({
      claimant: 'new-process',
      exclusive: true,
      deliver: async (m) => void delivered.push(m.to),
    });
    await worker.drain();
    await worker.stop();
    expect(delivered).toEqual(['persona30@example.com']);
  });

  it('renews the lease while a slow delivery goes on, so no other replica sends it too', async () => {
    await enqueueMail(database().db, message(40));
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const delivered: string[] = [];
    const worker = testWorker({
      claimant: 'replica-a',
      leaseMs: 300,
      deliver: async (m) => {
        await slow;
        delivered.push(`a:${m.to}`);
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 1000)); // more than three leases
    expect(await claimDue(database().db, 'replica-b', new Date(), 300)).toEqual([]);
    release();
    await worker.drain();
    await worker.stop();
    expect(delivered).toEqual(['a:persona40@example.com']);
  });
});
