import { z } from 'zod';
import { durationField, recurrenceField, startField } from './bookings.ts';
import { SHORT_TEXT_MAX } from './constants.ts';
import * as msg from './messages.ts';
import { privateProfessionalSchema } from './professionals.ts';
import {
  ANSWER_TEXT_MAX,
  ANSWERS,
  HIDE_REASON_MAX,
  REQUEST_NEED_MAX,
  REQUEST_STATES,
  REQUEST_ZONE_MAX,
  REVIEW_REPLY_MAX,
  WHEN_SLOTS,
} from './solicitud-state.ts';
import { requiredText } from './text.ts';

// Hire requests (product §10): "Ver datos" creates one and is the only way contact data leaves the server.

/** Empty text is no text: the fields are optional. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((v) => (v === '' ? undefined : v))
    .optional();

/**
 * `POST /solicitudes` body (Cliente or Admin): the professional and the service (category slug, or
 * its name) the client is hiring for; the professional must offer it. Optionally the client's words:
 * what they need, when (a day and a franja, or "a convenir") and where (barrio or localidad only).
 */
export const hireBodySchema = z
  .object({
    professionalId: z.guid(msg.api.invalidId),
    servicio: requiredText(SHORT_TEXT_MAX, msg.hire.serviceNotOffered),
    need: optionalText(REQUEST_NEED_MAX, msg.requests.needMax),
    whenDate: z.iso.date(msg.ads.dateInvalid).optional(),
    whenSlot: z.enum(WHEN_SLOTS, msg.requests.slotInvalid).optional(),
    // A street address carries a number; a barrio or a localidad does not.
    zone: optionalText(REQUEST_ZONE_MAX, msg.requests.zoneMax).refine(
      (v) => v === undefined || !/\d/.test(v),
      {
        message: msg.requests.zoneNoAddress,
      },
    ),
    /** Issue 43: an exact time (with its offset) and length instead of a day and franja. */
    start: startField.optional(),
    durationMinutes: durationField.optional(),
    /** Issue 43: repeat it, where the service is offered weekly or monthly. */
    recurrence: recurrenceField.optional(),
  })
  .refine((b) => b.start === undefined || (b.whenDate === undefined && b.whenSlot === undefined), {
    message: msg.bookings.startWithSlot,
    path: ['start'],
  })
  .refine((b) => b.start === undefined || b.durationMinutes !== undefined, {
    message: msg.bookings.startNeedsDuration,
    path: ['durationMinutes'],
  })
  .refine((b) => b.durationMinutes === undefined || b.start !== undefined, {
    message: msg.bookings.durationNeedsStart,
    path: ['start'],
  })
  .refine((b) => b.recurrence === undefined || b.start !== undefined, {
    message: msg.bookings.recurrenceNeedsStart,
    path: ['recurrence'],
  })
  .refine((b) => b.whenDate === undefined || (b.whenSlot !== undefined && b.whenSlot !== 'a_convenir'), {
    message: msg.requests.dateNeedsSlot,
    path: ['whenSlot'],
  })
  .refine((b) => b.whenSlot === undefined || b.whenSlot === 'a_convenir' || b.whenDate !== undefined, {
    message: msg.requests.slotNeedsDate,
    path: ['whenDate'],
  });
export type HireBody = z.infer<typeof hireBodySchema>;

export const solicitudSchema = z.object({
  _id: z.guid(),
  professionalId: z.guid(),
  /** Category slug; null only if that category was deleted afterwards. */
  servicio: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** True once the client rated it (then the rating page shows the thank-you). */
  flujoCompleto: z.boolean(),
  need: z.string().nullable(),
  whenDate: z.iso.date().nullable(),
  whenSlot: z.enum(WHEN_SLOTS).nullable(),
  zone: z.string().nullable(),
  /** Issue 43: the asked time (Tucumán offset), its length, and the series asked for. */
  start: z.iso.datetime({ offset: true }).nullable(),
  durationMinutes: z.number().nullable(),
  recurrence: recurrenceField.nullable(),
  /** Derived from the facts below at the server's now (shared/solicitud-state.ts). */
  state: z.enum(REQUEST_STATES),
  answer: z.enum(ANSWERS).nullable(),
  answerText: z.string().nullable(),
  answeredAt: z.iso.datetime({ offset: true }).nullable(),
  doneAt: z.iso.datetime({ offset: true }).nullable(),
  /** The client's "¿Llegó a trabajar?": null until answered. */
  arrived: z.boolean().nullable(),
  /** The professional's answer to a no-show (arrived false). */
  noShowReply: z.string().nullable(),
  /** Whether the client is being asked "¿Llegó a trabajar?" now. */
  arrivalAsked: z.boolean(),
});
export type Solicitud = z.infer<typeof solicitudSchema>;

/** What the contact modal shows (§2): fields of the professional, typed as its private profile types them. */
export const contactoSchema = privateProfessionalSchema.pick({
  nombre: true,
  apellido: true,
  edad: true,
  numeroContacto: true,
  email: true,
  zonaCobertura: true,
});
export type Contacto = z.infer<typeof contactoSchema>;

/**
 * `POST /solicitudes` → 201 with a new solicitud (and the rating e-mail sent to the client), or 200
 * with the client's open solicitud for the same professional created the same day (no new e-mail).
 */
export const hireResponseSchema = z.object({ solicitud: solicitudSchema, contacto: contactoSchema });
export type HireResponse = z.infer<typeof hireResponseSchema>;

/** An entry of "Mis solicitudes" (`GET /solicitudes/mine`, newest first). */
export const mySolicitudSchema = solicitudSchema.omit({ professionalId: true }).extend({
  professional: z.object({
    _id: z.guid(),
    nombre: z.string(),
    apellido: z.string(),
    foto: z.string().nullable(),
  }),
  /** Messages of the professional the client has not read (issue 42). */
  unread: z.number().int().nonnegative(),
});
export type MySolicitud = z.infer<typeof mySolicitudSchema>;

/** Keyset paging of the lists: `before` is the `next` of the previous page. */
export const requestPageQuerySchema = z.object({
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f-]{36}$/, msg.api.invalidQuery)
    .optional(),
});
export const REQUEST_PAGE_SIZE = 20;

export const mySolicitudesResponseSchema = z.object({
  solicitudes: z.array(mySolicitudSchema),
  /** The cursor of the next page, or null on the last one. */
  next: z.string().nullable(),
});
export type MySolicitudesResponse = z.infer<typeof mySolicitudesResponseSchema>;

/** An entry of the professional's inbox (`GET /solicitudes/inbox`): the client as first name and initial. */
export const inboxSolicitudSchema = solicitudSchema.omit({ professionalId: true }).extend({
  client: z.object({ nombre: z.string(), inicial: z.string() }),
  /** Messages of the client the professional has not read (issue 42). */
  unread: z.number().int().nonnegative(),
});
export type InboxSolicitud = z.infer<typeof inboxSolicitudSchema>;

export const inboxResponseSchema = z.object({
  solicitudes: z.array(inboxSolicitudSchema),
  next: z.string().nullable(),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

export const solicitudIdParamsSchema = z.object({ id: z.guid(msg.api.invalidId) });

/** `POST /solicitudes/{id}/answer` (the professional, while Nueva): "Acepto" or "No puedo". */
export const answerBodySchema = z.object({
  answer: z.enum(ANSWERS, msg.requests.answerInvalid),
  answerText: optionalText(ANSWER_TEXT_MAX, msg.requests.answerTextMax),
});
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** `POST /solicitudes/{id}/arrival` (the client, when asked): "¿Llegó a trabajar?" Sí / No. */
export const arrivalBodySchema = z.object({ arrived: z.boolean(msg.requests.answerInvalid) });

/** The answer of the actions on one request, as its reader sees it. */
export const solicitudActionResponseSchema = z.object({ solicitud: solicitudSchema });
export type SolicitudActionResponse = z.infer<typeof solicitudActionResponseSchema>;

/** `POST /professionals/comments/{id}/reply` (the reviewed professional, once): a public reply. */
const replyText = requiredText(REVIEW_REPLY_MAX, msg.requests.replyRequired, msg.requests.replyMax);
export const reviewReplyBodySchema = z.object({ reply: replyText });

/** `GET /auth/getInfoSoli/{email}/{idSoli}`: the caller must be that e-mail's account (or an Admin). */
export const solicitudInfoParamsSchema = z.object({
  email: z.string().trim().min(1, msg.api.invalidId),
  idSoli: z.guid(msg.api.invalidId),
});

/** `state` (issue 48): the rating page offers the form only once the professional accepted. */
export const solicitudInfoResponseSchema = z.object({
  flujoCompleto: z.boolean(),
  state: z.enum(REQUEST_STATES),
});
export type SolicitudInfoResponse = z.infer<typeof solicitudInfoResponseSchema>;

/** The rating page of a solicitud (§2), the link of the e-mail; `servicio` is the `{alt}` slug. */
export function ratingPath(servicio: string, professionalId: string, idSoli: string): string {
  return `/dash/professionals/${encodeURIComponent(servicio)}/${professionalId}/${idSoli}/calificacion`;
}

/** `POST /professionals/comments/{id}/hide` (Admin): hides the review or only its reply, with a reason. */
export const hideReviewBodySchema = z.object({
  part: z.enum(['review', 'reply'], msg.requests.hidePartInvalid),
  reason: requiredText(HIDE_REASON_MAX, msg.requests.hideReasonRequired, msg.requests.hideReasonMax),
});
export type HideReviewBody = z.infer<typeof hideReviewBodySchema>;

export const commentIdParamsSchema = z.object({ id: z.guid(msg.api.invalidId) });

/** `POST /solicitudes/{id}/no-show-reply` (the professional, once, after the client said "No"). */
export const noShowReplyBodySchema = z.object({ reply: replyText });

/** `GET /solicitudes/no-shows` (Admin): the latest no-shows, beside their professional. */
export const noShowsResponseSchema = z.object({
  noShows: z.array(
    z.object({
      _id: z.guid(),
      professional: z.object({ _id: z.guid(), nombre: z.string(), apellido: z.string() }),
      client: z.string(),
      createdAt: z.iso.datetime({ offset: true }),
      arrivedAt: z.iso.datetime({ offset: true }),
      reply: z.string().nullable(),
    }),
  ),
});
export type NoShowsResponse = z.infer<typeof noShowsResponseSchema>;
