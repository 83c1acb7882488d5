import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.ts';
import { subscriptions } from './subscriptions.table.ts';

/**
 * Mercado Pago's authorized payments (one charge of a preapproval) as we last read them from its
 * API (decision 0038). The id is Mercado Pago's: an approved payment extends the paid period once,
 * whatever the number of notifications; `endDate`/`previousPaidUntil` let a later rejection undo it.
 */
export const mercadoPagoPayments = pgTable(
  'mercadopago_payments',
  {
    id: text('id').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** payment.status: approved, rejected, in_process… */
    status: text('status').notNull(),
    amount: text('amount'),
    /** Set while this payment's days are counted in the payer's paid period. */
    endDate: timestamptz('end_date'),
    previousPaidUntil: timestamptz('previous_paid_until'),
    /** The charge's own date at Mercado Pago (date_created): charges are ordered by it, then by id. */
    chargedAt: timestamptz('charged_at'),
    /** An approved charge after the account left (decision 0051): to be refunded, its days never counted. */
    refundDueAt: timestamptz('refund_due_at'),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [index('mercadopago_payments_subscription_idx').on(t.subscriptionId)],
);
