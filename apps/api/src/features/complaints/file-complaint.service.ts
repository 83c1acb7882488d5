import { type ComplaintForm, formatTicketId, resolveDenunciante } from '@servihogar/shared/complaints';
import { COMPLAINTS_PER_HOUR, DEFAULT_COMPLAINT_ESTADO } from '@servihogar/shared/constants';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { and, eq, gt, sql } from 'drizzle-orm';
import { accountRecipient } from '../../accounts/accounts.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import { nextCaseNumber } from '../../db/case-numbers.ts';
import type { Db } from '../../db/client.ts';
import { complaints, complaintTicketSeq } from '../../db/tables/complaints.table.ts';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { complaintReceivedMail } from './complaints.mails.ts';
import { type ComplaintRow, toMyComplaint } from './complaints.service.ts';

const HOUR_MS = 60 * 60 * 1000;

/** The next ticket id: this year (in Argentina) and the sequence's next number, never reused. */
export const nextTicketId = (db: Db, now: Date): Promise<string> =>
  nextCaseNumber(db, complaintTicketSeq, formatTicketId, now);

/**
 * `POST /api/complaints`: files a complaint as `Pendiente` with a new ticket and mails the author
 * the acknowledgment. At most COMPLAINTS_PER_HOUR per account in any rolling hour (429 beyond).
 */
export async function fileComplaint(deps: MailDeps, caller: Caller, form: ComplaintForm, now: Date) {
  const { db, mailer, publicUrl } = deps;
  const account = await accountRecipient(db, caller.id);
  if (!account) throw new AppError('UNAUTHENTICATED');

  const row: ComplaintRow = await db.transaction(async (tx) => {
    // Serialises one account's filings, so parallel posts cannot slip past the hourly limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`complaint:${caller.id}`}, 0))`);
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(complaints)
      .where(
        and(
          eq(complaints.authorAccountId, caller.id),
          gt(complaints.fechaCarga, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if (recent!.n >= COMPLAINTS_PER_HOUR) {
      throw new AppError(
        'RATE_LIMITED',
        fillMessage(msg.complaints.throttled, { max: String(COMPLAINTS_PER_HOUR) }),
      );
    }
    const [inserted] = await tx
      .insert(complaints)
      .values({
        ticketId: await nextTicketId(tx, now),
        titulo: form.titulo,
        descripcion: form.descripcion,
        empresaComercio: form.empresaComercio,
        categoria: form.categoria,
        denunciante: resolveDenunciante(form, `${account.nombre} ${account.apellido}`),
        anonymous: form.anonymous,
        authorAccountId: caller.id,
        ciudad: form.ciudad,
        criticidad: form.criticidad,
        estado: DEFAULT_COMPLAINT_ESTADO,
        contacto: form.contacto || null,
        fechaCarga: now,
      })
      .returning();
    await mailer.send(complaintReceivedMail(account, inserted!, publicUrl), tx);
    return inserted!;
  });

  const complaint = toMyComplaint(row);
  return { message: fillMessage(msg.complaints.sent, { ticket: row.ticketId }), complaint };
}
