import { ratingPath } from '@servihogar/shared/solicitudes';
import { renderMail } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

type RatingMail = {
  client: { email: string; nombre: string };
  professional: { id: string; nombre: string; apellido: string };
  /** Category slug and label of the hired service. */
  service: { slug: string; label: string };
  solicitudId: string;
};

export const RATING_SUBJECT = 'Califica el servicio que contrataste en ServiHogar';

/** Sent when a client opens a professional's contact data: the link to rate the work later. */
export function ratingMail(m: RatingMail, publicUrl: string): MailMessage {
  const who = `${m.professional.nombre} ${m.professional.apellido}`;
  const url = `${publicUrl}${ratingPath(m.service.slug, m.professional.id, m.solicitudId)}`;
  return renderMail(
    m.client.email,
    {
      // No provider-written text in the subject (it shows in previews and mail logs): names in the body only.
      subject: RATING_SUBJECT,
      greeting: `Hola ${m.client.nombre}:`,
      paragraphs: [
        `Consultaste los datos de contacto de ${who} (${m.service.label}).`,
        'Cuando termine el trabajo, cuéntanos cómo te fue: tu calificación ayuda a otros clientes a elegir.',
      ],
      action: { label: 'Calificar el servicio', url },
      notes: [
        'Puedes calificar esta solicitud una sola vez.',
        `También encuentras tus solicitudes en ${publicUrl}/dash/misSolicitudes`,
      ],
    },
    publicUrl,
  );
}
