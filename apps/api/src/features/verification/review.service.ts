import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import {
  DOCUMENT_KIND_LABELS,
  type DocumentDecision,
  type DocumentKind,
  type QueueItem,
  type VerificationQueue,
  type VerificationQueueQuery,
} from '@servihogar/shared/verification';
import { asc, count, eq } from 'drizzle-orm';
import { writeAudit } from '../../accounts/audit.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { lockedRow } from '../../db/locked-row.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { verificationDocuments } from '../../db/tables/verification-documents.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { notify } from '../notifications/notifications.service.ts';
import { approveCertificate } from './certificate.jobs.ts';
import { documentView } from './documents.service.ts';
import { documentApprovedMail, documentRejectedMail } from './verification.mails.ts';

const queueSelect = {
  doc: verificationDocuments,
  professional: {
    _id: professionals.id,
    nombre: professionals.nombre,
    apellido: professionals.apellido,
    dni: professionals.dni,
    email: professionals.email,
  },
};

/**
 * `GET /verification/documents?estado=` (Admin): a page of the documents in that state, oldest
 * first, and how many there are.
 */
export async function reviewQueue(db: Db, query: VerificationQueueQuery): Promise<VerificationQueue> {
  const { estado, page, pageSize } = query;
  const where = eq(verificationDocuments.status, estado);
  const [rows, [counted]] = await Promise.all([
    db
      .select(queueSelect)
      .from(verificationDocuments)
      .innerJoin(professionals, eq(professionals.id, verificationDocuments.professionalId))
      .where(where)
      .orderBy(asc(verificationDocuments.createdAt), asc(verificationDocuments.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(verificationDocuments)
      .innerJoin(professionals, eq(professionals.id, verificationDocuments.professionalId))
      .where(where),
  ]);
  return {
    documents: rows.map(({ doc, professional }) => ({ ...documentView(doc), professional })),
    total: counted?.total ?? 0,
    page,
    pageSize,
  };
}

/**
 * `PUT /verification/documents/{id}` (Admin): approves (the badge shows at once) or rejects with a
 * reason. The decision, the badge, the audit entry and the e-mail to the professional are one
 * transaction; a document already decided is a 409 (a new upload starts a new review).
 */
export async function decideDocument(
  { db, mailer, publicUrl }: MailDeps,
  actor: Caller,
  id: string,
  decision: DocumentDecision,
  now: Date,
): Promise<{ message: string; document: QueueItem }> {
  const item = await db.transaction(async (tx) => {
    const row = await lockedRow(tx, verificationDocuments, id);
    if (row.status !== 'pendiente') throw new AppError('CONFLICT', msg.verification.alreadyDecided);
    const kind = row.kind as DocumentKind;
    const approved = decision.estado === 'aprobado';
    const motivo = approved ? null : decision.motivo!;
    await tx
      .update(verificationDocuments)
      .set({
        status: decision.estado,
        motivo,
        decidedAt: now,
        decidedBy: actor.id,
        issuedOn: approved && kind === 'antecedentes' ? (decision.emitidoEl ?? null) : null,
      })
      .where(eq(verificationDocuments.id, id));
    if (kind === 'antecedentes') {
      // Approved with the issue day the admin read on it; a rejected renewal leaves the shown one.
      if (approved) await approveCertificate(tx, row.professionalId, decision.emitidoEl, now);
    } else {
      await tx
        .update(professionals)
        .set(kind === 'dni' ? { identityVerified: approved } : { licenseVerified: approved })
        .where(eq(professionals.id, row.professionalId));
    }
    await writeAudit(
      tx,
      {
        actorAccountId: actor.id,
        action: approved ? 'verification.approve' : 'verification.reject',
        targetType: 'professional',
        targetId: row.professionalId,
        details: {
          documentId: id,
          kind,
          ...(motivo ? { reason: motivo } : {}),
          ...(approved && kind === 'antecedentes' ? { issuedOn: decision.emitidoEl } : {}),
        },
      },
      now,
    );
    const [to] = await tx
      .select({ id: accounts.id, email: accounts.email, nombre: accounts.nombre })
      .from(professionals)
      .innerJoin(accounts, eq(accounts.id, professionals.accountId))
      .where(eq(professionals.id, row.professionalId));
    const told = to
      ? await notify(tx, {
          userId: to.id,
          kind: 'verification_decided',
          title: approved
            ? msg.notifications.verificationApprovedTitle
            : msg.notifications.verificationRejectedTitle,
          body: fillMessage(msg.notifications.verificationBody, { documento: DOCUMENT_KIND_LABELS[kind] }),
          path: '/dash/verificacion',
          now,
        })
      : null;
    if (to && told?.mail) {
      await mailer.send(
        approved
          ? documentApprovedMail(to, kind, publicUrl)
          : documentRejectedMail(to, kind, motivo!, publicUrl),
        tx,
      );
    }
    const [view] = await tx
      .select(queueSelect)
      .from(verificationDocuments)
      .innerJoin(professionals, eq(professionals.id, verificationDocuments.professionalId))
      .where(eq(verificationDocuments.id, id));
    return { ...documentView(view!.doc), professional: view!.professional };
  });
  return {
    message: decision.estado === 'aprobado' ? msg.verification.approved : msg.verification.rejected,
    document: item,
  };
}
