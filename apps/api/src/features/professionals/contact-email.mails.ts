import { greetedMail, type Recipient } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

/** The web page whose button confirms a new contact e-mail (issue 41). */
export const CONTACT_EMAIL_CONFIRM_PATH = '/confirmar-email';

/** Sent to the new address itself: it becomes the contact only once its owner follows the link. */
export function contactEmailMail(to: Recipient, token: string, publicUrl: string): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: 'Confirmá tu e-mail de contacto en ServiHogar',
    paragraphs: [
      'Un perfil de prestador de ServiHogar eligió esta dirección como su e-mail de contacto: los clientes la verían y le llegarían los avisos de nuevos pedidos.',
      'La usaremos solo si la confirmás con el botón de abajo. El enlace vence en 24 horas.',
      'Si no fuiste vos, ignorá este correo: sin tu confirmación no usamos esta dirección.',
    ],
    action: { label: 'Confirmar mi e-mail', url: `${publicUrl}${CONTACT_EMAIL_CONFIRM_PATH}/${token}` },
  });
}
