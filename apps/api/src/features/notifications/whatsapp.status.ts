import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/tables/notifications.table.ts';
import { whatsAppSends } from '../../db/tables/whatsapp.table.ts';
import { mailInsteadOfWhatsApp } from './whatsapp-channel.ts';

// The Cloud API's status webhooks (decision 0060): `entry[].changes[].value.statuses[]`, each
// naming a message id we recorded and its new status. Statuses only move forward
// (accepted → sent → delivered → read; failed before delivery), whatever order they arrive in;
// a notice that failed goes out by e-mail instead, once.

const statusSchema = z.object({
  id: z.string().max(200),
  status: z.string().max(40),
  timestamp: z.string().max(20).optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().max(500).optional() }))
    .optional(),
});

export const whatsAppWebhookSchema = z.object({
  object: z.string().max(100),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().max(100).optional(),
              value: z.object({ statuses: z.array(statusSchema).max(1000).optional() }).passthrough(),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});
export type WhatsAppWebhook = z.infer<typeof whatsAppWebhookSchema>;

type Status = (typeof whatsAppSends.$inferSelect)['status'];
const RANK: Record<Status, number> = { accepted: 0, sent: 1, delivered: 2, read: 3, failed: 1.5 };
const isStatus = (value: string): value is Status => value in RANK;

/** Applies every status of the webhook to the sends it names; unknown ids are ignored. Returns how many moved. */
export async function applyWhatsAppStatuses(tx: Db, hook: WhatsAppWebhook, now: Date) {
  const statuses = hook.entry.flatMap((e) => e.changes.flatMap((c) => c.value.statuses ?? []));
  const ids = [...new Set(statuses.map((s) => s.id))];
  if (ids.length === 0) return 0;
  const rows = await tx
    .select()
    .from(whatsAppSends)
    .where(inArray(whatsAppSends.messageId, ids))
    .for('update');
  const byId = new Map(rows.map((row) => [row.messageId, row]));
  let moved = 0;
  for (const s of statuses) {
    const row = byId.get(s.id);
    if (!row || !isStatus(s.status) || RANK[s.status] <= RANK[row.status] || row.status === 'failed')
      continue;
    const error = s.errors?.map((e) => `${e.code ?? ''} ${e.title ?? ''}`.trim()).join('; ') || null;
    await tx
      .update(whatsAppSends)
      .set({ status: s.status, statusAt: now, ...(s.status === 'failed' ? { error } : {}) })
      .where(eq(whatsAppSends.id, row.id));
    if (s.status === 'failed' && row.notificationId)
      await mailInstead(tx, row.notificationId, row.accountId, now);
    byId.set(s.id, { ...row, status: s.status });
    moved++;
  }
  return moved;
}

async function mailInstead(tx: Db, notificationId: string, accountId: string, now: Date) {
  const [notification] = await tx
    .select({ id: notifications.id, kind: notifications.kind })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  if (notification) await mailInsteadOfWhatsApp(tx, notification, accountId, now);
}
