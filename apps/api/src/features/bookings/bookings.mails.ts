import { bookingText } from '@servihogar/shared/booking-time';
import { greetedMail } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

type Person = { email: string; nombre: string };

/** The day after a visit: "¿Llegó a trabajar {nombre}?" for that date (issue 43 §4). */
export function visitArrivalMail(
  client: Person,
  question: string,
  at: Date,
  url: string,
  publicUrl: string,
): MailMessage {
  return greetedMail(client, publicUrl, {
    subject: question,
    paragraphs: [
      `${question} (visita del ${bookingText(at)}). Si llegó, podrás calificar esa visita y tu reseña mostrará "Contratación verificada".`,
    ],
    action: { label: 'Responder', url },
  });
}
