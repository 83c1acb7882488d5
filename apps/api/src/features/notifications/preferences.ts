import {
  type ChannelName,
  DEFAULT_QUIET_HOURS,
  defaultChannels,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type Preferences,
  type QuietHours,
} from '@servihogar/shared/notifications';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/tables/notifications.table.ts';

/** A person's choices with every default filled in (no row: all defaults). */
export async function preferencesOf(db: Db, accountId: string): Promise<Preferences> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.accountId, accountId));
  const channels = defaultChannels();
  for (const kind of NOTIFICATION_KINDS) Object.assign(channels[kind], row?.channels[kind] ?? {});
  const quietHours: QuietHours = row
    ? { enabled: row.quietEnabled, start: row.quietStart, end: row.quietEnd }
    : DEFAULT_QUIET_HOURS;
  return { channels, quietHours };
}

export const wants = (prefs: Preferences, kind: NotificationKind, channel: ChannelName): boolean =>
  prefs.channels[kind][channel];

/** Stores the whole set of choices (the page sends every switch). */
export async function savePreferences(
  db: Db,
  accountId: string,
  prefs: Preferences,
  now: Date,
): Promise<void> {
  const values = {
    channels: prefs.channels,
    quietEnabled: prefs.quietHours.enabled,
    quietStart: prefs.quietHours.start,
    quietEnd: prefs.quietHours.end,
    updatedAt: now,
  };
  await db
    .insert(notificationPreferences)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.accountId, set: values });
}
