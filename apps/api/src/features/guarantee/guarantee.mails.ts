import { dayNoon } from '@servihogar/shared/calendar';
import { formatLongDate } from '@servihogar/shared/format';
import {
  GUARANTEE_DECISION_LABELS,
  GUARANTEE_MOTIVO_LABELS,
  type GuaranteeDecision,
  type GuaranteeMotivo,
} from '@servihogar/shared/guarantee';
import * as msg from '@servihogar/shared/messages';
import { greetedMail, type Recipient } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import { inboxPath, mySolicitudPath } from '../solicitudes/solicitudes.service.ts';

// Guarantee claims' mails (decision 0066): the code to the client, the claim to the professional,
// the decision to both. Each links to where the reader follows the claim.

type Claim = { codigo: string; motivo: GuaranteeMotivo; solicitudId: string };

const codeHighlight = (codigo: string) => ({ label: msg.guarantee.codeLabel, value: codigo });
export const guaranteeDay = (day: string) => formatLongDate(dayNoon(day));

/** Right after the claim: its code, and what happens next. */
export function claimReceivedMail(
  to: Recipient,
  c: Claim & { profesional: string },
  publicUrl: string,
): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: `Recibimos tu reclamo de garantía ${c.codigo}`,
    paragraphs: [
      `Registramos tu reclamo de garantía sobre el trabajo de ${c.profesional} (${GUARANTEE_MOTIVO_LABELS[c.motivo]}).`,
      'El profesional puede responder dentro de 3 días hábiles; después un administrador decide y te avisamos por este medio.',
    ],
    highlight: codeHighlight(c.codigo),
    action: { label: msg.pages.mySolicitudes, url: `${publicUrl}${mySolicitudPath(c.solicitudId)}` },
  });
}

/** To the professional: the claim, and the day they can answer until. */
export function claimToProfessionalMail(
  to: Recipient,
  c: Claim & { descripcion: string; respuestaHasta: string },
  publicUrl: string,
): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: `Reclamo de garantía ${c.codigo} sobre tu trabajo`,
    paragraphs: [
      `Un cliente abrió un reclamo de garantía sobre tu trabajo: ${GUARANTEE_MOTIVO_LABELS[c.motivo]}.`,
      `"${c.descripcion}"`,
      `Podés responder una sola vez, hasta el ${guaranteeDay(c.respuestaHasta)}. Un administrador lee las dos partes y decide.`,
    ],
    highlight: codeHighlight(c.codigo),
    action: { label: msg.guarantee.answerTitle, url: `${publicUrl}${inboxPath(c.solicitudId)}` },
  });
}

/** To each party once an admin decides: the decision and the outcome written for them. */
export function claimDecidedMail(
  to: Recipient,
  c: { codigo: string; decision: GuaranteeDecision; resultado: string },
  path: string,
  publicUrl: string,
): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: `Reclamo de garantía ${c.codigo}: ${GUARANTEE_DECISION_LABELS[c.decision].toLowerCase()}`,
    paragraphs: [
      `Un administrador decidió el reclamo de garantía ${c.codigo}: ${GUARANTEE_DECISION_LABELS[c.decision]}.`,
      c.resultado,
    ],
    highlight: codeHighlight(c.codigo),
    action: { label: msg.guarantee.open, url: `${publicUrl}${path}` },
  });
}
