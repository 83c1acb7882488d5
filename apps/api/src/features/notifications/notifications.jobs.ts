import { DAY_MS } from '@servihogar/shared/constants';
import { MESSAGE_DIGEST_AFTER_MS } from '@servihogar/shared/notifications';
import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { notifications } from '../../db/tables/notifications.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { channelNamed } from './channel-registry.ts';
import { DELIVER_JOB, type Delivery, type SendOutcome } from './channels.ts';
import { digestMail, groupDigest } from './digest.ts';
import { preferencesOf, wants } from './preferences.ts';

const DIGEST_JOB = 'notifications.digest';
/** Messages older than this are not mailed any more (every replica down for a week). */
const DIGEST_LOOKBACK_MS = 7 * DAY_MS;
const SWEEP_BATCH = 200;
const DIGEST_MAX_LINES = 50;

async function deliveryOf(db: Db, notificationId: string, publicUrl: string): Promise<Delivery | null> {
  const [row] = await db
    .select({
      n: notifications,
      email: accounts.email,
      nombre: accounts.nombre,
      deletedAt: accounts.deletedAt,
    })
    .from(notifications)
    .innerJoin(accounts, eq(accounts.id, notifications.accountId))
    .where(eq(notifications.id, notificationId));
  if (!row || row.deletedAt) return null;
  const { n } = row;
  return {
    notification: {
      id: n.id,
      kind: n.kind,
      title: n.title,
      body: n.body,
      path: n.path,
      url: `${publicUrl}${n.path}`,
      createdAt: n.createdAt,
    },
    person: { accountId: n.accountId, email: row.email, nombre: row.nombre },
  };
}

type Fetched = { delivery: Delivery; outcome: SendOutcome } | null;

/** The delivery job of each channel, and the digest sweep of unread messages. */
export function registerNotificationJobs(deps: AppDeps): void {
  const { jobs: runner, publicUrl, mailer } = deps;

  runner.handle<Fetched>(DELIVER_JOB, {
    async fetch({ notificationId, channel: name }, { db }) {
      const channel = channelNamed(String(name));
      if (!channel?.available(deps)) return null;
      const delivery = await deliveryOf(db, String(notificationId), publicUrl);
      if (!delivery || !(await channel.ready(db, delivery.person.accountId))) return null;
      // Read in the app while it waited (quiet hours): nothing more to tell.
      const [seen] = await db
        .select({ readAt: notifications.readAt })
        .from(notifications)
        .where(eq(notifications.id, delivery.notification.id));
      if (seen?.readAt) return null;
      return { delivery, outcome: await channel.send(delivery, deps) };
    },
    async apply({ channel: name }, fetched, { tx }) {
      if (!fetched) return;
      await channelNamed(String(name))?.settle?.(tx, fetched.delivery, fetched.outcome, deps);
    },
  });

  runner.handle(DIGEST_JOB, async ({ accountId }, { tx, now }) => {
    const id = String(accountId);
    const [person] = await tx
      .select({ email: accounts.email, nombre: accounts.nombre, deletedAt: accounts.deletedAt })
      .from(accounts)
      .where(eq(accounts.id, id));
    if (!person || person.deletedAt) return;
    const rows = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, id), dueMessages(now)))
      .orderBy(asc(notifications.createdAt))
      .limit(DIGEST_MAX_LINES * 20)
      .for('update');
    if (rows.length === 0) return;
    await tx
      .update(notifications)
      .set({ digestedAt: now })
      .where(
        inArray(
          notifications.id,
          rows.map((r) => r.id),
        ),
      );
    if (!wants(await preferencesOf(tx, id), 'message', 'email')) return;
    const lines = groupDigest(rows).slice(0, DIGEST_MAX_LINES);
    await mailer.send(digestMail({ email: person.email, nombre: person.nombre }, lines, publicUrl), tx);
  });

  // Whoever has unread messages older than 15 minutes gets one digest job per sweep window.
  runner.sweep('notifications.digest', async (db, now) => {
    const due = await db
      .selectDistinct({ accountId: notifications.accountId })
      .from(notifications)
      .where(
        and(
          dueMessages(now),
          sql`not exists (select 1 from ${jobs} where ${jobs.key} = 'digest:' || ${notifications.accountId} || ':' || ${digestWindow(now)} )`,
        ),
      )
      .limit(SWEEP_BATCH);
    for (const { accountId } of due) {
      await enqueueJob(
        db,
        { kind: DIGEST_JOB, key: `digest:${accountId}:${digestWindow(now)}`, payload: { accountId } },
        now,
      );
    }
  });
}

/** Unread messages not yet in a digest, older than the digest's wait and younger than a week. */
const dueMessages = (now: Date) =>
  and(
    eq(notifications.kind, 'message'),
    isNull(notifications.readAt),
    isNull(notifications.digestedAt),
    lte(notifications.createdAt, new Date(now.getTime() - MESSAGE_DIGEST_AFTER_MS)),
    gt(notifications.createdAt, new Date(now.getTime() - DIGEST_LOOKBACK_MS)),
  );

/** The 15-minute window a sweep is in: at most one digest per person per window. */
const digestWindow = (now: Date) => String(Math.floor(now.getTime() / MESSAGE_DIGEST_AFTER_MS));
