import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { adminRecipients } from '../../accounts/accounts.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { mercadoPagoPayments } from '../../db/tables/mercadopago-payments.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { renderMail } from '../../mail/mail-layout.ts';
import { auditSubscription } from '../subscriptions/subscription-audit.service.ts';

// What admins must look at in a Mercado Pago subscription ("Revisar: …" in Subscripciones), found by
// the nightly reconciliation or by a charge that came after the account left (decision 0051).

/** Charges to give back (approved after a baja or an arrepentimiento): the finding, or null. */
export async function refundDueMismatch(tx: Db, subscriptionId: string): Promise<string | null> {
  const [{ due } = { due: 0 }] = await tx
    .select({ due: sql<number>`count(*)::int` })
    .from(mercadoPagoPayments)
    .where(
      and(eq(mercadoPagoPayments.subscriptionId, subscriptionId), isNotNull(mercadoPagoPayments.refundDueAt)),
    );
  if (due === 0) return null;
  const detalle = fillMessage(msg.mercadoPago.mismatchRefundDue, { cantidad: String(due) });
  return fillMessage(msg.mercadoPago.mismatch, { detalle });
}

/** Records the subscription's finding; a new one is audited and e-mailed to every admin. */
export async function flagMismatch(
  deps: Pick<MailDeps, 'mailer' | 'publicUrl'>,
  tx: Db,
  row: { id: string; mpMismatch: string | null },
  mismatch: string | null,
  intro: string,
  now: Date,
): Promise<void> {
  if (mismatch === row.mpMismatch) return;
  await tx.update(subscriptions).set({ mpMismatch: mismatch }).where(eq(subscriptions.id, row.id));
  if (!mismatch) return;
  await auditSubscription(tx, null, 'subscription.mpMismatch', row.id, { mismatch }, now);
  for (const admin of await adminRecipients(tx)) {
    const mail = renderMail(
      admin.email,
      {
        subject: msg.mercadoPago.mismatchMailSubject,
        greeting: `Hola ${admin.nombre}:`,
        paragraphs: [intro, `${row.id}: ${mismatch}`],
        action: { label: msg.subscriptionsAdmin.title, url: `${deps.publicUrl}/dash/pendingPayments` },
      },
      deps.publicUrl,
    );
    await deps.mailer.send(mail, tx);
  }
}
