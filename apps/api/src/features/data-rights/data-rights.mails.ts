import { greetedMail } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

/** Sent to the address the account had, in the transaction that deletes it. */
export function accountDeletedMail(to: { email: string; nombre: string }, publicUrl: string): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: 'Eliminamos tu cuenta de ServiHogar',
    paragraphs: [
      'Tal como lo pediste, eliminamos tu cuenta de ServiHogar. Cerramos todas tus sesiones y borramos tu perfil, tus fotos y tus documentos.',
      'Los comentarios que escribiste se muestran ahora como "Usuario eliminado", para que las calificaciones sigan siendo fieles. Los registros de pago que la ley obliga a conservar quedan sin tu nombre.',
    ],
    notes: [
      'Si no fuiste vos, respondé este e-mail cuanto antes.',
      'Podés volver a registrarte cuando quieras con este mismo e-mail.',
    ],
  });
}
