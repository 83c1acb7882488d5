import type {
  Subscription,
  SubscriptionsPage,
  SubscriptionsQueryParsed,
} from '@servihogar/shared/subscriptions';
import { and, count, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { personSearch } from '../../db/person-search.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { accounts } from '../../db/tables/users.table.ts';

const fullName = (p: { nombre: string; apellido: string } | null) => (p ? `${p.nombre} ${p.apellido}` : null);

/** Subscriptions as the API answers them, newest first, with the payer's and professional's names. */
export async function subscriptionViews(
  db: Db,
  where?: SQL,
  page?: { limit: number; offset: number },
): Promise<Subscription[]> {
  const query = db
    .select({
      s: subscriptions,
      user: { nombre: accounts.nombre, apellido: accounts.apellido },
      professional: { nombre: professionals.nombre, apellido: professionals.apellido },
    })
    .from(subscriptions)
    .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
    .leftJoin(professionals, eq(professionals.id, subscriptions.professionalId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .$dynamic();
  const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
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
    firstChargeAt: s.mpFirstChargeAt?.toISOString() ?? null,
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

/**
 * `GET /subscriptions` (Admin): one page of the subscriptions in the asked payment state whose payer
 * or professional matches the search, and how many there are; search and paging run in SQL.
 */
export async function listSubscriptions(db: Db, query: SubscriptionsQueryParsed): Promise<SubscriptionsPage> {
  const { page, pageSize } = query;
  const where = and(
    query.paymentStatus ? eq(subscriptions.paymentStatus, query.paymentStatus) : undefined,
    or(personSearch(query.search, accounts), personSearch(query.search, professionals)),
  );
  const [rows, [counted]] = await Promise.all([
    subscriptionViews(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    db
      .select({ total: count() })
      .from(subscriptions)
      .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
      .leftJoin(professionals, eq(professionals.id, subscriptions.professionalId))
      .where(where),
  ]);
  return { subscriptions: rows, total: counted?.total ?? 0, page, pageSize };
}
