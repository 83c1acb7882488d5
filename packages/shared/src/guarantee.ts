import { z } from 'zod';
import { addBusinessDays } from './business-days.ts';
import { argentineDay } from './calendar.ts';
import { UPLOAD_MAX_BYTES } from './constants.ts';
import { MESSAGE_PHOTO_TYPES } from './conversations.ts';
import * as msg from './messages.ts';

// Guarantee claims (issue 45, item 1; decision 0066): the 6-month guarantee the terms promise. A
// client claims on a verified hire, the professional answers once within 3 business days, an admin
// decides within 5 business days after that. Pure rules, for the API and the web alike.

/** What went wrong, as the client picks it. */
export const GUARANTEE_MOTIVOS = ['no_show', 'trabajo_mal_hecho', 'danos', 'comportamiento'] as const;
export type GuaranteeMotivo = (typeof GUARANTEE_MOTIVOS)[number];

/** A claim's life: filed, answered by the professional (once), decided by an admin. */
export const GUARANTEE_ESTADOS = ['abierto', 'respondido', 'decidido'] as const;
export type GuaranteeEstado = (typeof GUARANTEE_ESTADOS)[number];

/** Whom the admin's decision favours; 'cliente' counts on the professional's record. */
export const GUARANTEE_DECISIONS = ['cliente', 'profesional', 'acuerdo'] as const;
export type GuaranteeDecision = (typeof GUARANTEE_DECISIONS)[number];

const g = msg.guarantee;
export const GUARANTEE_MOTIVO_LABELS: Record<GuaranteeMotivo, string> = {
  no_show: g.motivoNoShow,
  trabajo_mal_hecho: g.motivoBadWork,
  danos: g.motivoDamage,
  comportamiento: g.motivoBehaviour,
};
export const GUARANTEE_ESTADO_LABELS: Record<GuaranteeEstado, string> = {
  abierto: g.estadoAbierto,
  respondido: msg.dataRightsRequests.statusAnswered,
  decidido: g.estadoDecidido,
};
export const GUARANTEE_DECISION_LABELS: Record<GuaranteeDecision, string> = {
  cliente: g.decisionCliente,
  profesional: g.decisionProfesional,
  acuerdo: g.decisionAcuerdo,
};

/** The guarantee covers this many months from the day of the work. */
export const GUARANTEE_MONTHS = 6;
/** The professional's one answer: within this many business days after the claim. */
export const GUARANTEE_ANSWER_BUSINESS_DAYS = 3;
/** The admins' decision: within this many business days after the professional's deadline. */
export const GUARANTEE_DECISION_BUSINESS_DAYS = 5;
/** Claims a client may open per calendar month (Argentina). */
export const GUARANTEE_CLAIMS_PER_MONTH = 5;
/** Photos a client may attach to a claim: as a message's, JPEG, PNG or WebP up to 5 MB each. */
export const GUARANTEE_PHOTOS_MAX = 3;
export const GUARANTEE_PHOTO_TYPES = MESSAGE_PHOTO_TYPES;
/** The private path of a claim's photo `n` (0-based): its client, its professional and admins. */
export const guaranteePhotoPath = (codigo: string, n: number): string => `/garantias/${codigo}/fotos/${n}`;

/** `GAR-2026-00000042`: the year (in Argentina) and the sequence's number, eight digits. */
export const guaranteeCode = (year: number, n: number): string => `GAR-${year}-${String(n).padStart(8, '0')}`;
export const GUARANTEE_CODE = /^GAR-\d{4}-\d{8}$/;

/** `day` plus `months` calendar months; the 31st of a shorter month becomes its last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = m - 1 + months;
  const last = new Date(Date.UTC(y, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, month, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The facts of a solicitud the guarantee looks at. */
export type HireFacts = {
  answer: 'acepto' | 'no_puedo' | null;
  doneAt: Date | null;
  whenDate: string | null;
  start: Date | null;
};

/**
 * The day of the work a claim is about (a verified hire): accepted, and marked done (its day) or its
 * asked day passed; null when there is no such hire yet.
 */
export function hireDay(s: HireFacts, now: Date): string | null {
  if (s.answer !== 'acepto') return null;
  if (s.doneAt) return argentineDay(s.doneAt);
  const day = s.whenDate ?? (s.start ? argentineDay(s.start) : null);
  return day !== null && day < argentineDay(now) ? day : null;
}

/** Why a claim cannot be opened on this solicitud today (a Spanish message), or null when it can. */
export function claimRefusal(s: HireFacts, now: Date): string | null {
  const day = hireDay(s, now);
  if (day === null) return g.notHired;
  return argentineDay(now) > addMonths(day, GUARANTEE_MONTHS) ? g.windowOver : null;
}

/** A claim filed on `today`: the professional's last day to answer, and the admins' to decide. */
export function claimDeadlines(today: string, holidays: ReadonlySet<string>) {
  const respuestaHasta = addBusinessDays(today, GUARANTEE_ANSWER_BUSINESS_DAYS, holidays);
  return {
    respuestaHasta,
    decisionHasta: addBusinessDays(respuestaHasta, GUARANTEE_DECISION_BUSINESS_DAYS, holidays),
  };
}

/** Whether the professional may still answer: never answered nor decided, and on or before the day. */
export const canAnswer = (c: { estado: GuaranteeEstado; respuestaHasta: string }, now: Date): boolean =>
  c.estado === 'abierto' && argentineDay(now) <= c.respuestaHasta;

/** The first instant of `now`'s calendar month in Argentina, which the monthly limit counts from. */
export const monthStart = (now: Date): Date => new Date(`${argentineDay(now).slice(0, 7)}-01T00:00:00-03:00`);

// ─── What travels ───

/** `POST /solicitudes/{id}/garantia` (the solicitud's client). */
export const guaranteeClaimBodySchema = z.object({
  motivo: z.enum(GUARANTEE_MOTIVOS, g.motivoRequired),
  descripcion: z
    .string(g.descripcionRequired)
    .trim()
    .min(20, g.descripcionRequired)
    .max(2000, g.descripcionTooLong),
});
export type GuaranteeClaimBody = z.input<typeof guaranteeClaimBodySchema>;
export const guaranteeClaimCreatedSchema = z.object({ codigo: z.string() });

/**
 * The claim form in the browser: the body and up to 3 photos (JPEG, PNG or WebP, 5 MB each), each
 * refusal under the one photo field. With photos it travels as multipart to `…/garantia/fotos`.
 */
export const guaranteeClaimFormSchema = guaranteeClaimBodySchema.extend({
  fotos: z
    .array(z.custom<File>((v) => typeof Blob !== 'undefined' && v instanceof Blob))
    .superRefine((files, ctx) => {
      const say = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (files.length > GUARANTEE_PHOTOS_MAX) return say(g.photosMax);
      if (files.some((f) => !(GUARANTEE_PHOTO_TYPES as readonly string[]).includes(f.type)))
        return say(msg.conversations.photoOnly);
      if (files.some((f) => f.size > UPLOAD_MAX_BYTES)) say(msg.api.tooLarge);
    }),
});

export const guaranteeCodeParamsSchema = z.object({
  codigo: z.string().regex(GUARANTEE_CODE, msg.api.invalidId),
});
/** `GET /garantias/{codigo}/fotos/{n}`: photo `n` (0-based) of the claim. */
export const guaranteePhotoParamsSchema = guaranteeCodeParamsSchema.extend({
  n: z.coerce
    .number(msg.api.invalidId)
    .int(msg.api.invalidId)
    .min(0, msg.api.invalidId)
    .max(GUARANTEE_PHOTOS_MAX - 1, msg.api.invalidId),
});

/** `POST /garantias/{codigo}/respuesta` (the professional, once, by the deadline). */
export const guaranteeAnswerBodySchema = z.object({
  respuesta: z.string(g.answerRequired).trim().min(10, g.answerRequired).max(1000, g.answerTooLong),
});
export type GuaranteeAnswerBody = z.input<typeof guaranteeAnswerBodySchema>;

/** `POST /garantias/{codigo}/decision` (Admin). */
export const guaranteeDecisionBodySchema = z.object({
  decision: z.enum(GUARANTEE_DECISIONS, g.decisionRequired),
  resultado: z.string(g.resultadoRequired).trim().min(10, g.resultadoRequired).max(2000, g.resultadoRequired),
});
export type GuaranteeDecisionBody = z.input<typeof guaranteeDecisionBodySchema>;

const instant = z.iso.datetime({ offset: true });

/** A claim as its two parties see it (`rol`: the caller's side). */
export const guaranteeClaimSchema = z.object({
  codigo: z.string(),
  solicitudId: z.string(),
  rol: z.enum(['cliente', 'profesional', 'admin']),
  motivo: z.enum(GUARANTEE_MOTIVOS),
  descripcion: z.string(),
  /** The private paths of its photos (fetched with the session), at most 3. */
  fotos: z.array(z.string()),
  estado: z.enum(GUARANTEE_ESTADOS),
  respuesta: z.string().nullable(),
  respondidoAt: instant.nullable(),
  respuestaHasta: z.string(),
  /** The professional can still answer (and is the caller). */
  puedeResponder: z.boolean(),
  decision: z.enum(GUARANTEE_DECISIONS).nullable(),
  resultado: z.string().nullable(),
  decididoAt: instant.nullable(),
  createdAt: instant,
});
export type GuaranteeClaim = z.infer<typeof guaranteeClaimSchema>;
export const myGuaranteeClaimsSchema = z.object({ claims: z.array(guaranteeClaimSchema) });
export type MyGuaranteeClaims = z.infer<typeof myGuaranteeClaimsSchema>;

/** A claim in the admins' queue: the parties and the decision's countdown as of today. */
export const adminGuaranteeClaimSchema = guaranteeClaimSchema.extend({
  cliente: z.string(),
  profesional: z.object({ _id: z.string(), nombre: z.string() }),
  decisionHasta: z.string(),
  /** Business days left up to the decision's day (0 on it); negative: business days past it. */
  businessDaysLeft: z.number().int(),
  overdue: z.boolean(),
});
export type AdminGuaranteeClaim = z.infer<typeof adminGuaranteeClaimSchema>;
export const guaranteeQueueQuerySchema = z.object({ decision: z.enum(GUARANTEE_DECISIONS).optional() });
export const guaranteeQueueSchema = z.object({ claims: z.array(adminGuaranteeClaimSchema) });
export type GuaranteeQueue = z.infer<typeof guaranteeQueueSchema>;
