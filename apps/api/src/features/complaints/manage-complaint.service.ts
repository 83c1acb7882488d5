import type { ComplaintUpdate } from '@servihogar/shared/complaints';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { and, eq, isNull } from 'drizzle-orm';
import { accountRecipient } from '../../accounts/accounts.service.ts';
import { writeAudit } from '../../accounts/audit.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { complaints } from '../../db/tables/complaints.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { notify } from '../notifications/notifications.service.ts';
import { complaintEstadoMail } from './complaints.mails.ts';
import { adminComplaints, type ComplaintRow } from './complaints.service.ts';

/** The complaint, locked for this transaction; 404 when unknown or deleted. */
async function lockVisible(tx: Db, id: string): Promise<ComplaintRow> {
  const [row] = await tx
    .select()
    .from(complaints)
    .where(and(eq(complaints.id, id), isNull(complaints.deletedAt)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Only the fields whose value changes, each as { from, to }, for the audit log. */
function changesOf(row: ComplaintRow, update: ComplaintUpdate) {
  const changes: Record<string, { from: string; to: string }> = {};
  for (const [key, to] of Object.entries(update) as [keyof ComplaintUpdate, string][]) {
    if (row[key] !== to) changes[key] = { from: row[key], to };
  }
  return changes;
}

/** `PUT /api/complaints/{id}` (Admin): audited; the author is mailed when the estado changes. */
export async function updateComplaint(
  deps: MailDeps,
  actor: Caller,
  id: string,
  update: ComplaintUpdate,
  now: Date,
) {
  const { db, mailer, publicUrl } = deps;
  await db.transaction(async (tx) => {
    const row = await lockVisible(tx, id);
    const changes = changesOf(row, update);
    if (Object.keys(changes).length === 0) return;
    await tx.update(complaints).set(update).where(eq(complaints.id, id));
    await writeAudit(
      tx,
      {
        actorAccountId: actor.id,
        action: 'complaint.update',
        targetType: 'complaint',
        targetId: id,
        details: changes,
      },
      now,
    );
    const estado = changes.estado;
    if (!estado || !row.authorAccountId) return;
    const author = await accountRecipient(tx, row.authorAccountId);
    if (!author) return;
    const told = await notify(tx, {
      userId: row.authorAccountId,
      kind: 'complaint_answered',
      title: fillMessage(msg.notifications.complaintTitle, { ticket: row.ticketId }),
      body: fillMessage(msg.notifications.complaintBody, { estado: estado.to }),
      path: '/dash/misDenuncias',
      now,
    });
    if (!told.mail) return;
    const mail = complaintEstadoMail(
      author,
      {
        ticketId: row.ticketId,
        titulo: update.titulo ?? row.titulo,
        estado: estado.to,
        previous: estado.from,
      },
      publicUrl,
    );
    await mailer.send(mail, tx);
  });
  const [complaint] = await adminComplaints(db, eq(complaints.id, id));
  return { message: msg.complaints.updated, complaint: complaint! };
}

/** `DELETE /api/complaints/{id}` (Admin): a soft delete; the audit log keeps who and what. */
export async function deleteComplaint(db: Db, actor: Caller, id: string, now: Date) {
  await db.transaction(async (tx) => {
    const row = await lockVisible(tx, id);
    await tx.update(complaints).set({ deletedAt: now }).where(eq(complaints.id, id));
    await writeAudit(
      tx,
      {
        actorAccountId: actor.id,
        action: 'complaint.delete',
        targetType: 'complaint',
        targetId: id,
        details: { ticket: row.ticketId, titulo: row.titulo, estado: row.estado },
      },
      now,
    );
  });
  return { message: msg.complaints.deleted };
}
