import { EMAIL_MODE } from '@servihogar/shared/notifications';
import { whatsAppRecipient } from '@servihogar/shared/whatsapp';
import type { Db } from '../../db/client.ts';
import { whatsAppSends } from '../../db/tables/whatsapp.table.ts';
import { whatsAppConfigured } from '../../lib/whatsapp-config.ts';
import { type Channel, enqueueDelivery } from './channels.ts';
import { preferencesOf, wants } from './preferences.ts';
import { createWhatsApp, WHATSAPP_TEMPLATES, WhatsAppError } from './whatsapp.client.ts';
import { confirmedWhatsAppOf } from './whatsapp.service.ts';

/**
 * The e-mail that stands in for a WhatsApp message that failed (refused at once, or reported
 * failed by a status webhook): the e-mail channel's delivery of the same notification, keyed, so
 * it goes at most once; skipped when the person gets the kind's own mail (or its digest) already.
 */
export async function mailInsteadOfWhatsApp(
  tx: Db,
  notification: { id: string; kind: keyof typeof EMAIL_MODE },
  accountId: string,
  now: Date,
) {
  if (
    EMAIL_MODE[notification.kind] !== 'channel' &&
    wants(await preferencesOf(tx, accountId), notification.kind, 'email')
  ) {
    return;
  }
  await enqueueDelivery(tx, notification.id, 'email', now, now);
}

/**
 * WhatsApp (issue 42, part 5; decision 0060): the template `servihogar_aviso` to the person's
 * confirmed number. Its id is recorded at once, so the status webhooks can follow it; a refusal
 * (4xx) is final and falls back to e-mail; a passing failure (network, 5xx, 429) is retried.
 */
export const whatsAppChannel: Channel = {
  name: 'whatsapp',
  available: (deps) => whatsAppConfigured(deps.config),
  ready: async (db, accountId) => (await confirmedWhatsAppOf(db, accountId)) !== null,
  async send({ notification, person }, deps) {
    const client = createWhatsApp(deps.config);
    const numero = await confirmedWhatsAppOf(deps.db, person.accountId);
    if (!client || !numero) return 'gone';
    try {
      const { messageId } = await client.sendTemplate({
        to: whatsAppRecipient(numero),
        template: WHATSAPP_TEMPLATES.notice,
        bodyParams: [notification.title, notification.body, notification.url],
      });
      await deps.db
        .insert(whatsAppSends)
        .values({
          accountId: person.accountId,
          messageId,
          template: WHATSAPP_TEMPLATES.notice,
          notificationId: notification.id,
          createdAt: deps.now(),
        })
        .onConflictDoNothing();
      return 'sent';
    } catch (error) {
      const status = error instanceof WhatsAppError ? error.status : undefined;
      if (status !== undefined && status >= 400 && status < 500 && status !== 429) return 'failed';
      throw error;
    }
  },
  async settle(tx, { notification, person }, outcome, deps) {
    if (outcome === 'failed') await mailInsteadOfWhatsApp(tx, notification, person.accountId, deps.now());
  },
};
