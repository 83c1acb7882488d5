import type { AuditEntry, AuditLogQuery } from '@servihogar/shared/audit';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { complaints } from '../../db/tables/complaints.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { accounts } from '../../db/tables/users.table.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Target = { targetType: string | null; targetId: string | null };

const idsOf = (entries: Target[], type: string) => [
  ...new Set(
    entries
      .filter((e) => e.targetType === type && e.targetId && UUID.test(e.targetId))
      .map((e) => e.targetId!),
  ),
];

/** Each target's name as it is now, looked up for the whole page at once (one query per kind). */
async function targetLabels(db: Db, entries: Target[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const accountIds = idsOf(entries, 'account');
  const professionalIds = idsOf(entries, 'professional');
  const subscriptionIds = idsOf(entries, 'subscription');
  const complaintIds = idsOf(entries, 'complaint');
  const [accountRows, professionalRows, subscriptionRows, complaintRows] = await Promise.all([
    accountIds.length
      ? db.select().from(accounts).where(inArray(accounts.id, accountIds))
      : Promise.resolve([]),
    professionalIds.length
      ? db.select().from(professionals).where(inArray(professionals.id, professionalIds))
      : Promise.resolve([]),
    subscriptionIds.length
      ? db
          .select({
            id: subscriptions.id,
            plan: subscriptions.plan,
            nombre: accounts.nombre,
            apellido: accounts.apellido,
          })
          .from(subscriptions)
          .innerJoin(accounts, eq(accounts.id, subscriptions.accountId))
          .where(inArray(subscriptions.id, subscriptionIds))
      : Promise.resolve([]),
    complaintIds.length
      ? db.select().from(complaints).where(inArray(complaints.id, complaintIds))
      : Promise.resolve([]),
  ]);
  for (const a of accountRows) labels.set(`account:${a.id}`, `${a.nombre} ${a.apellido} <${a.email}>`);
  for (const p of professionalRows) labels.set(`professional:${p.id}`, `${p.nombre} ${p.apellido}`);
  for (const s of subscriptionRows)
    labels.set(`subscription:${s.id}`, `${s.plan} · ${s.nombre} ${s.apellido}`);
  for (const c of complaintRows) labels.set(`complaint:${c.id}`, `${c.ticketId} · ${c.titulo}`);
  return labels;
}

/** `GET /audit-log`: newest first, optionally one action only. */
export async function listAuditLog(db: Db, query: AuditLogQuery): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      entry: auditLog,
      actor: { id: accounts.id, nombre: accounts.nombre, apellido: accounts.apellido, email: accounts.email },
    })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.id, auditLog.actorAccountId))
    .where(query.action ? eq(auditLog.action, query.action) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  const labels = await targetLabels(
    db,
    rows.map((r) => r.entry),
  );
  return rows.map(({ entry, actor }) => ({
    _id: entry.id,
    actor: actor?.id ? actor : null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: labels.get(`${entry.targetType}:${entry.targetId}`) ?? null,
    details: entry.details ?? null,
    createdAt: entry.createdAt.toISOString(),
  }));
}
