import { extendPaidUntil, paidPeriodStart } from '@servihogar/shared/subscription-lifecycle';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { accounts } from '../../db/tables/users.table.ts';

/** Whose paid period a payment moves: a professional's listing, or a client's ad-free premium. */
export type Payer = { kind: 'professional'; id: string } | { kind: 'account'; id: string };

/** The payer's current end of paid period, its row locked until the transaction ends; undefined if gone. */
export async function lockPaidUntil(tx: Db, payer: Payer): Promise<Date | null | undefined> {
  const [row] =
    payer.kind === 'professional'
      ? await tx
          .select({ paidUntil: professionals.paidUntil })
          .from(professionals)
          .where(eq(professionals.id, payer.id))
          .for('update')
      : await tx
          .select({ paidUntil: accounts.premiumUntil })
          .from(accounts)
          .where(eq(accounts.id, payer.id))
          .for('update');
  return row ? row.paidUntil : undefined;
}

/**
 * The end of the paid period after paying `days` at `at` (issue 48): a professional still in the free
 * trial loses none of it, the days count from the trial's end; else as `extendPaidUntil`.
 */
export async function paidPeriodEnd(tx: Db, payer: Payer, current: Date | null, at: Date, days: number) {
  if (payer.kind !== 'professional' || current) return extendPaidUntil(current, at, days);
  const [pro] = await tx.select().from(professionals).where(eq(professionals.id, payer.id));
  return extendPaidUntil(null, pro ? paidPeriodStart(pro, at) : at, days);
}

/** Sets the payer's end of paid period; `paidAt` also records a professional's ultimoPago. */
export async function setPaidUntil(tx: Db, payer: Payer, paidUntil: Date | null, paidAt?: Date) {
  if (payer.kind === 'professional') {
    await tx
      .update(professionals)
      // A new approved payment is a new contract: it clears an earlier 'Botón de baja'.
      .set({ paidUntil, ...(paidAt ? { ultimoPago: paidAt, bajaAt: null } : {}) })
      .where(eq(professionals.id, payer.id));
    return;
  }
  await tx.update(accounts).set({ premiumUntil: paidUntil }).where(eq(accounts.id, payer.id));
}
