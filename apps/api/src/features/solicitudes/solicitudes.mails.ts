import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { ratingPath } from '@servihogar/shared/solicitudes';
import { greetedMail } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail-message.ts';

type RequestSentMail = {
  client: { email: string; nombre: string };
  professional: { id: string; nombre: string; apellido: string };
  /** Category slug and label of the hired service. */
  service: { slug: string; label: string };
  solicitudId: string;
};

/** "Tu pedido a {nombre}": the client's first mail after "Ver datos" (issue 48). */
export const requestSentSubject = (pro: string) =>
  fillMessage(msg.requests.firstMailSubject, { nombre: pro });

/**
 * Sent when a client opens a professional's contact data: the request went to the professional, the
 * way to follow it, and the spec's rating link (§10) for once the work is done.
 */
export function requestSentMail(m: RequestSentMail, publicUrl: string): MailMessage {
  const who = `${m.professional.nombre} ${m.professional.apellido}`;
  const url = `${publicUrl}${ratingPath(m.service.slug, m.professional.id, m.solicitudId)}`;
  return greetedMail(m.client, publicUrl, {
    subject: requestSentSubject(who),
    paragraphs: [
      `Le enviamos tu pedido a ${who} (${m.service.label}). Te avisamos cuando responda.`,
      'Mientras tanto podés escribirle o llamarle con los datos de contacto que viste.',
    ],
    action: { label: msg.pages.mySolicitudes, url: mineLink(publicUrl, m.solicitudId) },
    notes: [
      `Cuando termine el trabajo, calificalo acá (una sola vez, si ${m.professional.nombre} aceptó el pedido): ${url}`,
    ],
  });
}

// The request loop's mails (decision 0031). Each links straight to where the reader acts: the
// professional's inbox opened on that request (and on an answer), the client's list.

type Person = { email: string; nombre: string };
type RequestWords = {
  id: string;
  serviceLabel: string;
  need: string | null;
  when: string | null;
  zone: string | null;
};

export const inboxLink = (publicUrl: string, id: string, answer?: 'acepto' | 'no_puedo') =>
  `${publicUrl}/dash/pedidos?pedido=${id}${answer ? `&respuesta=${answer}` : ''}`;
export const mineLink = (publicUrl: string, id: string) => `${publicUrl}/dash/misSolicitudes?pedido=${id}`;

export const NEW_REQUEST_SUBJECT = 'Tenés un pedido nuevo en ServiHogar';

/** To the professional, on every new request (while in the trial or a paid period). */
export function newRequestMail(pro: Person, client: string, r: RequestWords, publicUrl: string): MailMessage {
  const words = [
    r.need ? `Lo que necesita: ${r.need}` : null,
    r.when ? `Cuándo: ${r.when}` : null,
    r.zone ? `Dónde: ${r.zone}` : null,
  ].filter((line): line is string => line !== null);
  return greetedMail(pro, publicUrl, {
    subject: NEW_REQUEST_SUBJECT,
    paragraphs: [
      `${client} vio tus datos de contacto y te pidió ${r.serviceLabel}.`,
      ...words,
      'Respondele dentro de las 72 horas: después el pedido vence.',
    ],
    action: { label: 'Ver el pedido', url: inboxLink(publicUrl, r.id) },
    notes: [
      `Acepto: ${inboxLink(publicUrl, r.id, 'acepto')}`,
      `No puedo: ${inboxLink(publicUrl, r.id, 'no_puedo')}`,
    ],
  });
}

export const ANSWER_SUBJECT = 'Respondieron tu pedido en ServiHogar';

/** To the client, on the professional's answer. */
export function answerMail(
  client: Person,
  pro: string,
  r: { id: string; answer: 'acepto' | 'no_puedo'; answerText: string | null },
  publicUrl: string,
): MailMessage {
  return greetedMail(client, publicUrl, {
    subject: ANSWER_SUBJECT,
    paragraphs: [
      r.answer === 'acepto' ? `${pro} aceptó tu pedido.` : `${pro} no puede tomar tu pedido.`,
      ...(r.answerText ? [`Su respuesta: ${r.answerText}`] : []),
    ],
    action: { label: 'Ver mis solicitudes', url: mineLink(publicUrl, r.id) },
  });
}

export const EXPIRED_SUBJECT = 'Un pedido venció sin respuesta';

/** To each party when a request went 72 hours unanswered. */
export function expiredMail(to: Person, text: string, url: string, publicUrl: string): MailMessage {
  return greetedMail(to, publicUrl, {
    subject: EXPIRED_SUBJECT,
    paragraphs: [text],
    action: { label: 'Ver el pedido', url },
  });
}

export const arrivalSubject = (pro: string) => `¿Llegó a trabajar ${pro}?`;

/** To the client, once the work was marked done or its day passed: the way to a verified review. */
export function arrivalMail(client: Person, pro: string, id: string, publicUrl: string): MailMessage {
  return greetedMail(client, publicUrl, {
    subject: arrivalSubject(pro),
    paragraphs: [
      `¿Llegó a trabajar ${pro}? Contanos: si llegó, podrás calificarlo y tu reseña mostrará "Contratación verificada".`,
    ],
    action: { label: 'Responder', url: mineLink(publicUrl, id) },
  });
}

export const OVERDUE_LEADS_SUBJECT = 'Tenés pedidos esperando en ServiHogar';

/** To a professional whose fee is overdue and who has unanswered requests: once per lapse. */
export function overdueLeadsMail(pro: Person, publicUrl: string): MailMessage {
  return greetedMail(pro, publicUrl, {
    subject: OVERDUE_LEADS_SUBJECT,
    paragraphs: [
      'Tenés pedidos de clientes esperando respuesta, pero tu cuota está vencida y tu perfil no se muestra.',
      'Renová tu suscripción para volver a recibir pedidos.',
    ],
    action: { label: 'Ir a mi perfil', url: `${publicUrl}/dash/miPerfil` },
  });
}
