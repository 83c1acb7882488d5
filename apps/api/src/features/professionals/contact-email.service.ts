import * as msg from '@servihogar/shared/messages';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../accounts/accounts.service.ts';
import { consumeToken, issueCode } from '../../accounts/one-time-codes.service.ts';
import type { MailDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';
import { contactEmailMail } from './contact-email.mails.ts';

// Issue 41: the contact e-mail clients see and new requests are mailed to is always an address its
// owner confirmed. A form that asks for another one leaves it waiting (pendingEmail) and mails that
// address a link (24 h, the one-time codes of decision 0013); following it makes it the contact.

/**
 * The contact columns of a form save: `confirmed` stays in use; an `asked` address that differs
 * waits. Asking for the confirmed one again drops what was waiting.
 */
export function contactColumns(confirmed: string, asked: string) {
  const email = normalizeEmail(asked);
  return { email: confirmed, pendingEmail: email === confirmed ? null : email };
}

/**
 * Mails the link to the waiting address, in the save's transaction (a newer link replaces the
 * older one). A profile without an account has no one to hold the link: its address waits.
 */
export async function askContactConfirmation(
  deps: MailDeps,
  tx: Db,
  owner: { accountId: string | null; nombre: string; pendingEmail: string | null },
  now: Date,
): Promise<boolean> {
  if (!owner.pendingEmail || !owner.accountId) return false;
  const token = await issueCode(tx, owner.accountId, 'contact_email', now);
  await deps.mailer.send(
    contactEmailMail({ email: owner.pendingEmail, nombre: owner.nombre }, token, deps.publicUrl),
    tx,
  );
  return true;
}

/** `POST /professionals/contact-email/confirm`: the waiting address becomes the contact; 400 when the link is dead. */
export async function confirmContactEmail(deps: MailDeps, token: string, now: Date) {
  return deps.db.transaction(async (tx) => {
    const accountId = await consumeToken(tx, 'contact_email', token, now);
    const [row] = accountId
      ? await tx
          .update(professionals)
          .set({ email: sql`${professionals.pendingEmail}`, pendingEmail: null })
          .where(and(eq(professionals.accountId, accountId), isNotNull(professionals.pendingEmail)))
          .returning({ email: professionals.email })
      : [];
    if (!row) throw new AppError('VALIDATION', msg.confirmLinks.contactLinkInvalid);
    return { message: msg.confirmLinks.contactConfirmed, email: row.email };
  });
}
