import { greetedMail } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import type { Channel, Delivery } from './channels.ts';

/** The e-mail of a notification whose kind has no mail of its own (EMAIL_MODE 'channel'). */
export function notificationMail({ notification, person }: Delivery, publicUrl: string): MailMessage {
  return greetedMail({ email: person.email, nombre: person.nombre }, publicUrl, {
    subject: notification.title,
    paragraphs: [notification.body],
    action: { label: 'Ver en ServiHogar', url: notification.url },
    notes: ['Podés elegir qué avisos recibir por e-mail en tu perfil.'],
  });
}

/**
 * E-mail: always available (the outbox delivers to SMTP or to .eml files) and always set up (every
 * account has an address). Its outside step is the outbox's own, already outside any transaction,
 * so `send` has nothing to call and `settle` writes the mail to the outbox in the job's transaction.
 */
export const emailChannel: Channel = {
  name: 'email',
  available: () => true,
  ready: async () => true,
  send: async () => 'sent',
  async settle(tx, delivery, outcome, deps) {
    if (outcome === 'sent') await deps.mailer.send(notificationMail(delivery, deps.publicUrl), tx);
  },
};
