import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { Db } from '../../db/client.ts';
import type { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { notify } from '../notifications/notifications.service.ts';

type Row = Pick<typeof subscriptions.$inferSelect, 'accountId' | 'professionalId'>;

/**
 * The payer's bell when a payment (a transfer's proof or a Mercado Pago charge) is decided
 * (decision 0059). Answers whether the payer wants the decision's own e-mail too.
 */
export async function notifyPayment(
  tx: Db,
  row: Row,
  outcome: { confirmed: true; endDate: Date } | { confirmed: false },
  now: Date,
): Promise<boolean> {
  const told = await notify(tx, {
    userId: row.accountId,
    kind: outcome.confirmed ? 'payment_confirmed' : 'payment_rejected',
    title: outcome.confirmed
      ? msg.notifications.paymentConfirmedTitle
      : msg.notifications.paymentRejectedTitle,
    body: outcome.confirmed
      ? fillMessage(msg.notifications.paymentConfirmedBody, { fecha: formatLongDate(outcome.endDate) })
      : msg.notifications.paymentRejectedBody,
    path: row.professionalId ? '/dash/miPerfil' : '/dash/perfil',
    now,
  });
  return told.mail;
}
