import { formatLongDate } from '@servihogar/shared/format';
import type { RightsRequestKind } from '@servihogar/shared/subscription-rights';
import { greetedMail, type Recipient } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

// The e-mails of the consumer rights (issue 16, part 4): baja, arrepentimiento, refund paid back.

const plansAction = (publicUrl: string) => ({
  label: 'Ver mi suscripción',
  url: `${publicUrl}/dash/licenseTypes`,
});

export function bajaMail(to: Recipient, paidUntil: Date | null, at: Date, publicUrl: string): MailMessage {
  const period =
    paidUntil && paidUntil.getTime() > at.getTime()
      ? `El período ya pagado sigue vigente hasta el ${formatLongDate(paidUntil)}; después tu perfil deja de aparecer en los listados.`
      : 'No tenés un período pagado en curso: no se te cobrará nada más.';
  return greetedMail(to, publicUrl, {
    subject: 'Registramos tu baja en ServiHogar',
    paragraphs: [
      `El ${formatLongDate(at)} pediste la baja de tu suscripción con el "Botón de baja": no se renovará.`,
      period,
      'Si cambiás de idea, podés elegir un plan y enviar un nuevo comprobante cuando quieras.',
    ],
    action: plansAction(publicUrl),
  });
}

export function withdrawalMail(to: Recipient, at: Date, publicUrl: string): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: 'Registramos tu arrepentimiento en ServiHogar',
    paragraphs: [
      `El ${formatLongDate(at)} usaste el "Botón de arrepentimiento": tu suscripción terminó ese día.`,
      'Te devolveremos el importe pagado por el mismo medio; te avisaremos por email cuando el reembolso esté hecho.',
    ],
    action: plansAction(publicUrl),
  });
}

export function refundedMail(to: Recipient, publicUrl: string): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: 'Te devolvimos tu pago en ServiHogar',
    paragraphs: [
      'Un administrador registró el reembolso de la suscripción de la que te arrepentiste.',
      'Si en unos días no ves la transferencia, escribinos al contacto de soporte.',
    ],
    action: { label: 'Ir a ServiHogar', url: publicUrl },
  });
}

/** The web page whose button confirms a request made without signing in (issue 41). */
export const RIGHTS_CONFIRM_PATH = '/confirmar-pedido';

/**
 * The case code of a request made without signing in (issue 32) and the link that confirms it: the
 * request does nothing until the account's owner follows it, within 24 hours (issue 41).
 */
export function rightsRequestMail(
  to: Recipient,
  code: string,
  kind: RightsRequestKind,
  token: string,
  publicUrl: string,
): MailMessage {
  const button = kind === 'baja' ? 'Botón de baja' : 'Botón de arrepentimiento';
  return greetedMail(to, publicUrl, {
    subject: `Confirmá tu pedido ${code} en ServiHogar`,
    paragraphs: [
      `Recibimos un pedido con el "${button}" hecho sin iniciar sesión, con el e-mail y el DNI de tu cuenta. Su código de caso es ${code}.`,
      'Todavía no cambió nada: el pedido se cumple cuando lo confirmes con el botón de abajo. El enlace vence en 24 horas.',
      'Si no hiciste este pedido, ignorá este correo: sin tu confirmación no pasa nada.',
    ],
    action: { label: 'Confirmar el pedido', url: `${publicUrl}${RIGHTS_CONFIRM_PATH}/${token}` },
  });
}
