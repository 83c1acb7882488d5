import type { Subscription } from '@servihogar/shared/subscriptions';
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { accounts } from '../../db/tables/users.table.ts';

const fullName = (p: { nombre: string; apellido: string } | null) => (p ? `${p.nombre} ${p.apellido}` : null);

/** Subscriptions as the API answers them, newest first, with the payer's and professional's names. */
export async function subscriptionViews(db: Db, where?: SQL): Promise<Subscription[]> {
  const rows = await db
    .select({
      s: subscriptions,
      user: { nombre: accounts.nombre, apellido: accounts.apellido },
      professional: { nombre: professionals.nombre, apellido: professionals.apellido },
    })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .leftJoin(professionals, eq(professionals.id, subscriptions.professionalId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.map(({ s, user, professional }) => ({
    _id: s.id,
    userFullName: fullName(user),
    professionalFullName: fullName(professional),
    professionalId: s.professionalId,
    subscriptionPlan: s.plan as Subscription['subscriptionPlan'],
    endDate: s.endDate?.toISOString() ?? null,
    paymentStatus: s.paymentStatus as Subscription['paymentStatus'],
    createdAt: s.createdAt.toISOString(),
    type: s.type as Subscription['type'],
    proofUrl: s.paymentProofKey ? `/subscriptions/${s.id}/proof` : null,
    method: s.method as Subscription['method'],
    mpStatus: s.mpStatus,
    mpMismatch: s.mpMismatch,
    approvedAt: s.paymentStatus === 'confirmed' ? (s.decidedAt?.toISOString() ?? null) : null,
    refundRequestedAt: s.refundRequestedAt?.toISOString() ?? null,
    refundedAt: s.refundedAt?.toISOString() ?? null,
  }));
}

export async function subscriptionView(db: Db, id: string): Promise<Subscription> {
  const [view] = await subscriptionViews(db, eq(subscriptions.id, id));
  return view!;
}
