import type { ReportedConversation, ReportedConversations } from '@servihogar/shared/conversations';
import * as msg from '@servihogar/shared/messages';
import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import { auditOf } from '../../accounts/audit.service.ts';
import type { Db } from '../../db/client.ts';
import { publishLive } from '../../db/live-events.ts';
import { messageReports, messages } from '../../db/tables/conversations.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { conversationOf, isReported, partiesOf } from './conversation-access.ts';
import { photoPath } from './messages.service.ts';

// "Denunciar mensaje" and what admins do with it: they see the reported conversations only.

const audit = auditOf('message');
const REPORTED_MAX = 100;
const CONVERSATION_MAX = 500;

/** A party reports a message of the other (once; again is a no-op). */
export async function reportMessage(
  db: Db,
  caller: Caller,
  id: string,
  mensajeId: string,
  reason: string,
  now: Date,
): Promise<void> {
  await conversationOf(db, caller, id);
  const [row] = await db
    .select({ author: messages.authorAccountId })
    .from(messages)
    .where(and(eq(messages.id, mensajeId), eq(messages.solicitudId, id)));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.author === caller.id) throw new AppError('FORBIDDEN', msg.conversations.reportOwn);
  await db
    .insert(messageReports)
    .values({ messageId: mensajeId, solicitudId: id, reporterAccountId: caller.id, reason, createdAt: now })
    .onConflictDoNothing();
}

/** Admins: the conversations with at least one report, latest report first. */
export async function reportedConversations(db: Db): Promise<ReportedConversations['conversaciones']> {
  const groups = await db
    .select({
      solicitudId: messageReports.solicitudId,
      reports: count(),
      last: max(messageReports.createdAt),
    })
    .from(messageReports)
    .groupBy(messageReports.solicitudId)
    .orderBy(desc(max(messageReports.createdAt)))
    .limit(REPORTED_MAX);
  const out: ReportedConversations['conversaciones'] = [];
  for (const g of groups) {
    const parties = await partiesOf(db, g.solicitudId);
    if (!parties) continue;
    out.push({
      solicitudId: g.solicitudId,
      client: { _id: parties.clientId, nombre: parties.names.client },
      professional: {
        _id: parties.proId,
        accountId: parties.proAccountId,
        nombre: parties.names.professional,
      },
      reports: g.reports,
      lastReportAt: g.last!.toISOString(),
    });
  }
  return out;
}

/** Admins: one reported conversation whole (404 unless reported), hidden messages and reports included. */
export async function reportedConversation(db: Db, id: string): Promise<ReportedConversation['mensajes']> {
  const parties = await partiesOf(db, id);
  if (!parties || !(await isReported(db, id))) throw new AppError('NOT_FOUND');
  const rows = (
    await db
      .select()
      .from(messages)
      .where(eq(messages.solicitudId, id))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(CONVERSATION_MAX)
  ).reverse();
  const reports = rows.length
    ? await db
        .select()
        .from(messageReports)
        .where(
          inArray(
            messageReports.messageId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(messageReports.createdAt))
    : [];
  return rows.map((r) => {
    const party = r.authorAccountId === parties.clientId ? 'client' : 'professional';
    return {
      _id: r.id,
      authorId: r.authorAccountId,
      autor: parties.names[party],
      party,
      texto: r.texto,
      foto: r.photoKey ? photoPath(r) : null,
      createdAt: r.createdAt.toISOString(),
      hiddenReason: r.hiddenReason,
      reports: reports
        .filter((p) => p.messageId === r.id)
        .map((p) => ({ reason: p.reason, createdAt: p.createdAt.toISOString() })),
    };
  });
}

/** Admins hide a message of a reported conversation, with the reason (audit log); the parties see it hidden. */
export async function hideMessage(db: Db, caller: Caller, mensajeId: string, reason: string, now: Date) {
  const [row] = await db.select().from(messages).where(eq(messages.id, mensajeId));
  if (!row || !(await isReported(db, row.solicitudId))) throw new AppError('NOT_FOUND');
  const parties = await partiesOf(db, row.solicitudId);
  await db.transaction(async (tx) => {
    await tx.update(messages).set({ hiddenAt: now, hiddenReason: reason }).where(eq(messages.id, mensajeId));
    await audit(tx, caller.id, 'message.hide', mensajeId, { reason, solicitudId: row.solicitudId }, now);
    const ids = [parties!.clientId, ...(parties!.proAccountId ? [parties!.proAccountId] : [])];
    await publishLive(tx, ids, { kind: 'message', solicitudId: row.solicitudId });
  });
}
