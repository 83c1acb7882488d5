import {
  EMAIL_MODE,
  HELD_BY_QUIET_HOURS,
  type NotificationKind,
  quietHoursRelease,
} from '@servihogar/shared/notifications';
import type { Db } from '../../db/client.ts';
import { publishLive } from '../../db/live-events.ts';
import { notifications } from '../../db/tables/notifications.table.ts';
import { CHANNELS } from './channel-registry.ts';
import { enqueueDelivery } from './channels.ts';
import { preferencesOf, wants } from './preferences.ts';

export type NotifyInput = {
  /** The account it is for (a professional's: `professionals.account_id`). */
  userId: string;
  kind: NotificationKind;
  /** Short Spanish line, the bell's bold text (and the subject of a channel e-mail). */
  title: string;
  body: string;
  /** The web page it leads to, starting with '/'. */
  path: string;
  solicitudId?: string | null;
  /** The app's clock (`deps.now()` read once by the route or job). */
  now: Date;
};

export type Notified = {
  id: string;
  /**
   * For kinds whose feature sends its own mail (EMAIL_MODE 'own'): whether the person wants it.
   * The caller sends its mail only when true, so the e-mail channel never doubles it.
   */
  mail: boolean;
};

/**
 * Tells a person something happened (decision 0059), inside the transaction `tx` of the change:
 * writes the in-app row, enqueues one delivery job per outside channel the person chose and set up
 * (push and WhatsApp held until quiet hours end, by the job's runAt), and tells the person's open
 * pages at commit. Never calls outside: the jobs do, after the commit.
 */
export async function notify(tx: Db, input: NotifyInput): Promise<Notified> {
  const { userId, kind, now } = input;
  const [row] = await tx
    .insert(notifications)
    .values({
      accountId: userId,
      kind,
      title: input.title,
      body: input.body,
      path: input.path,
      solicitudId: input.solicitudId ?? null,
      createdAt: now,
    })
    .returning({ id: notifications.id });
  const id = row!.id;
  const prefs = await preferencesOf(tx, userId);
  for (const channel of CHANNELS) {
    if (!wants(prefs, kind, channel.name)) continue;
    // E-mail goes by the channel only for kinds with no mail of their own and no digest.
    if (channel.name === 'email' && EMAIL_MODE[kind] !== 'channel') continue;
    if (!(await channel.ready(tx, userId))) continue;
    const runAt = HELD_BY_QUIET_HOURS.includes(channel.name) ? quietHoursRelease(now, prefs.quietHours) : now;
    await enqueueDelivery(tx, id, channel.name, runAt, now);
  }
  await publishLive(tx, [userId], { kind: 'notification' });
  return { id, mail: EMAIL_MODE[kind] === 'own' && wants(prefs, kind, 'email') };
}
