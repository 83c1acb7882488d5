import type { Db } from '../db/client.ts';
import { auditLog } from '../db/tables/audit.table.ts';

export type AuditEntry = {
  actorAccountId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  details?: Record<string, unknown>;
};

/** Records who did what to whom, at the app's clock. */
export async function writeAudit(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  await db.insert(auditLog).values({ ...entry, createdAt: now });
}

/** `writeAudit` for one kind of target: (db, actor or null for the app itself, action, target id, details, now). */
export const auditOf =
  (targetType: string) =>
  (
    db: Db,
    actorAccountId: string | null,
    action: string,
    targetId: string,
    details: Record<string, unknown>,
    now: Date,
  ) =>
    writeAudit(db, { actorAccountId, action, targetType, targetId, details }, now);
