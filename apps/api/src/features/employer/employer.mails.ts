import { employerToolsPath } from '@servihogar/shared/employer-access';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { greetedMail, type Recipient } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

/** June's and December's reminder to pay the aguinaldo, with the link to the calculator. */
export function aguinaldoReminderMail(
  to: Recipient,
  words: { nombre: string; semestre: string; fecha: string },
  solicitudId: string,
  publicUrl: string,
): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: fillMessage(msg.employer.sacReminderSubject, words),
    paragraphs: [fillMessage(msg.employer.sacReminderBody, words), msg.employer.aguinaldoExplained],
    action: { label: msg.requests.employerTools, url: `${publicUrl}${employerToolsPath(solicitudId)}` },
  });
}
