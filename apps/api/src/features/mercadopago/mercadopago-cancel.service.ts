import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import type { FetchJobHandler } from '../../jobs/jobs.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { auditSubscription } from '../subscriptions/subscription-audit.service.ts';
import { type MercadoPago, MercadoPagoError, type Preapproval } from './mercadopago.client.ts';

// Leaving stops Mercado Pago (decision 0051): the Botón de baja and the Botón de arrepentimiento,
// signed in or not, mark the account's live preapprovals and enqueue their cancellation, a job
// retried until Mercado Pago answers 'cancelled'. A charge dated after the mark is refunded.

export const MP_CANCEL_JOB = 'mercadopago.cancel';
/** Preapproval statuses that may still charge. */
export const LIVE_PREAPPROVAL = ['pending', 'authorized', 'paused'];

/** In the transaction of the baja or the withdrawal: every live preapproval of the account is to be cancelled. */
export async function stopMercadoPago(tx: Db, accountId: string, now: Date): Promise<void> {
  const live = await tx
    .update(subscriptions)
    .set({ mpCancelRequestedAt: now })
    .where(
      and(
        eq(subscriptions.accountId, accountId),
        isNotNull(subscriptions.mpPreapprovalId),
        isNull(subscriptions.mpCancelRequestedAt),
        inArray(subscriptions.mpStatus, LIVE_PREAPPROVAL),
      ),
    )
    .returning({ preapprovalId: subscriptions.mpPreapprovalId });
  for (const { preapprovalId } of live) {
    const key = `mercadopago:cancel:${preapprovalId}`;
    await enqueueJob(tx, { kind: MP_CANCEL_JOB, key, payload: { id: preapprovalId } }, now);
  }
}

/** PUT status 'cancelled' (idempotent at Mercado Pago); anything but 'cancelled' back is retried. */
export async function cancelPreapproval(mp: MercadoPago, id: string): Promise<Preapproval> {
  const updated = await mp.updatePreapproval(id, { status: 'cancelled' });
  if (updated.status !== 'cancelled') throw new MercadoPagoError(`preapproval ${id} still ${updated.status}`);
  return updated;
}

/** The cancellation job: the call outside, then the subscription's recorded status and audit. */
export const cancelJob = (mp: MercadoPago): FetchJobHandler<Preapproval> => ({
  fetch: ({ id }) => cancelPreapproval(mp, String(id)),
  apply: async ({ id }, preapproval, { tx, now }) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.mpPreapprovalId, String(id)))
      .for('update');
    if (!row || row.mpStatus === preapproval.status) return;
    await tx.update(subscriptions).set({ mpStatus: preapproval.status }).where(eq(subscriptions.id, row.id));
    const details = { from: row.mpStatus, to: preapproval.status, preapprovalId: String(id), by: 'baja' };
    await auditSubscription(tx, null, 'subscription.mpUpdate', row.id, details, now);
  },
});
