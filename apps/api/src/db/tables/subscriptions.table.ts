import { PAYMENT_METHODS, PAYMENT_STATUSES, PLANS, SUBSCRIPTION_TYPES } from '@servihogar/shared/constants';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamptz } from '../columns.ts';
import { checkIn } from '../sql-helpers.ts';
import { professionals } from './professionals.table.ts';
import { accounts, ownedByAccount } from './users.table.ts';

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: primaryId(),
    accountId: ownedByAccount(),
    professionalId: uuid('professional_id').references(() => professionals.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    plan: text('plan').notNull(),
    /** Private file key of the payment proof (only the owner and admins may fetch it); none for Mercado Pago. */
    paymentProofKey: text('payment_proof_key'),
    /** 'transfer' (proof + admin) or 'mercadopago' (a preapproval; its webhooks decide, decision 0038). */
    method: text('method').notNull().default('transfer'),
    /** Mercado Pago's preapproval id and its last known status (pending, authorized, paused, cancelled). */
    mpPreapprovalId: text('mp_preapproval_id').unique(),
    mpStatus: text('mp_status'),
    /** The preapproval's start_date when ahead (the trial's end): its first charge happens then. */
    mpFirstChargeAt: timestamptz('mp_first_charge_at'),
    /** The nightly reconciliation's finding when our periods and Mercado Pago's payments disagree. */
    mpMismatch: text('mp_mismatch'),
    /**
     * When the account left (Botón de baja or de arrepentimiento) while this preapproval was live: its
     * cancellation at Mercado Pago is a job, and a charge dated from then on is refunded, not counted.
     */
    mpCancelRequestedAt: timestamptz('mp_cancel_requested_at'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    endDate: timestamptz('end_date'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
    decidedBy: uuid('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The payer's paid-until before this subscription was confirmed, so a later rejection can undo it. */
    previousPaidUntil: timestamptz('previous_paid_until'),
    /** 'Botón de arrepentimiento': the refund asked for; the subscription ended then. */
    refundRequestedAt: timestamptz('refund_requested_at'),
    refundedAt: timestamptz('refunded_at'),
    refundedBy: uuid('refunded_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    checkIn('subscriptions_type_valid', t.type, SUBSCRIPTION_TYPES),
    checkIn(
      'subscriptions_plan_valid',
      t.plan,
      PLANS.map((p) => p.id),
    ),
    checkIn('subscriptions_payment_status_valid', t.paymentStatus, PAYMENT_STATUSES),
    checkIn('subscriptions_method_valid', t.method, PAYMENT_METHODS),
    index('subscriptions_account_idx').on(t.accountId, t.createdAt.desc()),
    index('subscriptions_professional_idx').on(t.professionalId),
    index('subscriptions_created_at_idx').on(t.createdAt.desc()),
  ],
);
