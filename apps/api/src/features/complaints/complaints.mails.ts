import { renderMail } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

type Recipient = { email: string; nombre: string };
type Ticket = { ticketId: string; titulo: string; estado: string };

const myComplaintsUrl = (publicUrl: string) => `${publicUrl}/dash/misDenuncias`;

/** Sent right after filing: the ticket to follow it, and what happens next. */
export function complaintReceivedMail(to: Recipient, t: Ticket, publicUrl: string): MailMessage {
  return renderMail(
    to.email,
    {
      subject: `Recibimos tu denuncia ${t.ticketId}`,
      greeting: `Hola ${to.nombre}:`,
      paragraphs: [
        `Registramos tu denuncia "${t.titulo}" con el número de seguimiento ${t.ticketId}. Su estado es ${t.estado}.`,
        'Un administrador la revisará; cuando cambie de estado te avisaremos por este medio.',
      ],
      highlight: { label: 'Número de seguimiento', value: t.ticketId },
      action: { label: 'Ver mis denuncias', url: myComplaintsUrl(publicUrl) },
      notes: ['Si la enviaste como anónima, tu nombre no se muestra en el portal.'],
    },
    publicUrl,
  );
}

/** Sent whenever an admin moves the complaint to another estado. */
export function complaintEstadoMail(
  to: Recipient,
  t: Ticket & { previous: string },
  publicUrl: string,
): MailMessage {
  return renderMail(
    to.email,
    {
      subject: `Tu denuncia ${t.ticketId} ahora está: ${t.estado}`,
      greeting: `Hola ${to.nombre}:`,
      paragraphs: [`Tu denuncia "${t.titulo}" (${t.ticketId}) pasó de ${t.previous} a ${t.estado}.`],
      action: { label: 'Ver mis denuncias', url: myComplaintsUrl(publicUrl) },
    },
    publicUrl,
  );
}
