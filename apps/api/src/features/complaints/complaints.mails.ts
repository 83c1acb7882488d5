import { greetedMail, type Recipient } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

type Ticket = { ticketId: string; titulo: string; estado: string };

const myComplaintsUrl = (publicUrl: string) => `${publicUrl}/dash/misDenuncias`;

/** Sent right after filing: the ticket to follow it, and what happens next. */
export function complaintReceivedMail(to: Recipient, t: Ticket, publicUrl: string): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: `Recibimos tu denuncia ${t.ticketId}`,
    paragraphs: [
      `Registramos tu denuncia "${t.titulo}" con el número de seguimiento ${t.ticketId}. Su estado es ${t.estado}.`,
      'Un administrador la revisará; cuando cambie de estado te avisaremos por este medio.',
    ],
    highlight: { label: 'Número de seguimiento', value: t.ticketId },
    action: { label: 'Ver mis denuncias', url: myComplaintsUrl(publicUrl) },
    notes: ['Si la enviaste como anónima, tu nombre no se muestra en el portal.'],
  });
}

/** Sent whenever an admin moves the complaint to another estado. */
export function complaintEstadoMail(
  to: Recipient,
  t: Ticket & { previous: string },
  publicUrl: string,
): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: `Tu denuncia ${t.ticketId} ahora está: ${t.estado}`,
    paragraphs: [`Tu denuncia "${t.titulo}" (${t.ticketId}) pasó de ${t.previous} a ${t.estado}.`],
    action: { label: 'Ver mis denuncias', url: myComplaintsUrl(publicUrl) },
  });
}
