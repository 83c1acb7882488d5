import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { greetedMail, type Recipient } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

// The e-mails of the business model: trial start and end, payments approved or rejected.

const plansAction = (publicUrl: string) => ({
  label: 'Ver los planes',
  url: `${publicUrl}/dash/licenseTypes`,
});

/** 'Dar de alta' (and 'Habilitar Cuenta' when it starts a new trial). */
export function trialStartedMail(to: Recipient, trialEndsAt: Date, publicUrl: string): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: 'Tu cuenta de ServiHogar está activa: empezá tu prueba gratis',
    paragraphs: [
      'Un administrador dio de alta tu perfil de prestador: desde ahora los clientes te encuentran en ServiHogar.',
      `Tu período de prueba gratuito de 7 días empieza hoy y termina el ${formatLongDate(trialEndsAt)}.`,
      'Para seguir apareciendo después de esa fecha, elegí un plan y enviá tu comprobante de pago.',
    ],
    action: plansAction(publicUrl),
  });
}

/** 'Dar de alta' without a new trial (used before, or free suspended): active, listed only if paid. */
export function activatedMail(to: Recipient, listedUntil: Date | null, publicUrl: string): MailMessage {
  const state = listedUntil
    ? `Los clientes te encuentran en ServiHogar hasta el ${formatLongDate(listedUntil)}.`
    : 'Para que los clientes te encuentren, elegí un plan y enviá tu comprobante de pago.';
  return greetedMail(to, publicUrl, {
    subject: 'Tu cuenta de ServiHogar está activa',
    paragraphs: ['Un administrador dio de alta tu perfil de prestador.', state],
    action: plansAction(publicUrl),
  });
}

export function trialEndingMail(to: Recipient, trialEndsAt: Date, publicUrl: string): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: 'Tu prueba gratis de ServiHogar termina pronto',
    paragraphs: [
      `Tu período de prueba gratuito termina el ${formatLongDate(trialEndsAt)}.`,
      'Después de esa fecha tu perfil deja de aparecer en los listados hasta que abones un plan. Elegí el que prefieras y enviá tu comprobante: lo revisamos y te avisamos por email.',
    ],
    action: plansAction(publicUrl),
  });
}

/** A payment counted: what happened, then the day the subscription is paid until. */
function paidMail(to: Recipient, publicUrl: string, subject: string, what: string, paidUntil: Date) {
  return greetedMail(to, publicUrl, {
    subject,
    paragraphs: [what, `Tu suscripción está abonada hasta el ${formatLongDate(paidUntil)}.`],
    action: { label: 'Ir a ServiHogar', url: publicUrl },
  });
}

export function paymentApprovedMail(to: Recipient, paidUntil: Date, publicUrl: string): MailMessage {
  const what = 'Revisamos tu comprobante y aprobamos tu pago. ¡Gracias!';
  return paidMail(to, publicUrl, 'Aprobamos tu pago en ServiHogar', what, paidUntil);
}

/** Mercado Pago authorized during the trial: nothing is charged until its first charge. */
export function debitAuthorizedMail(to: Recipient, firstChargeAt: Date, publicUrl: string): MailMessage {
  const fecha = formatLongDate(firstChargeAt);
  return greetedMail(to, publicUrl, {
    subject: msg.mercadoPagoTrial.authorizedMailSubject,
    paragraphs: [
      `${fillMessage(msg.mercadoPagoTrial.authorizedFirstCharge, { fecha })}.`,
      'Hasta esa fecha sigue tu prueba gratis; desde ella, cada cobro aprobado suma un mes a tu suscripción.',
    ],
    action: { label: 'Ir a ServiHogar', url: publicUrl },
  });
}

export function paymentRejectedMail(to: Recipient, publicUrl: string): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: 'No pudimos aprobar tu pago en ServiHogar',
    paragraphs: [
      'Revisamos el comprobante que enviaste y no pudimos confirmar el pago.',
      'Verificá que la transferencia se haya hecho a la cuenta indicada (tipo, alias y número) por el importe del plan, y volvé a enviar una imagen legible del comprobante desde la página de pago.',
      'Si creés que es un error, escribinos al contacto de soporte indicando la fecha y el importe de la transferencia.',
    ],
    action: { label: 'Volver a enviar el comprobante', url: `${publicUrl}/dash/licenseSelection` },
  });
}

export function paidRestoredMail(to: Recipient, paidUntil: Date, publicUrl: string): MailMessage {
  const what = 'Un administrador registró tu pago y restableció tu abono.';
  return paidMail(to, publicUrl, 'Restablecimos tu abono en ServiHogar', what, paidUntil);
}
