import { z } from 'zod';
import { fillMessage } from './format.ts';
import * as msg from './messages.ts';

// Issue 45 (decision 0067): the criminal-record certificate of care professionals and the
// "Profesional destacado" badge. Pure rules: the API's nightly SQL uses the same constants.

/** Categories whose professionals may send a criminal-record certificate (RNR). */
export const CARE_CATEGORY_SLUGS = ['ninera', 'cuidado-de-persona', 'cama-adentro', 'casero'] as const;

/** Whether a professional offering these services (slugs) may send a certificate. */
export const offersCare = (slugs: readonly string[]): boolean =>
  slugs.some((s) => (CARE_CATEGORY_SLUGS as readonly string[]).includes(s));

/** A certificate shows for this many months from its issue date. */
export const CERTIFICATE_MONTHS = 6;
/** Reminders before a certificate lapses, in days. */
export const CERTIFICATE_REMINDER_DAYS = [30, 7] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day (YYYY-MM-DD) `months` calendar months after `day`, clamped to the month's last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** The day a certificate issued on `issuedOn` stops showing (the badge shows before it). */
export const certificateLapsesOn = (issuedOn: string): string => addMonths(issuedOn, CERTIFICATE_MONTHS);

/**
 * Why an issue date an admin types cannot be approved, or null: it must be a day, not after today,
 * and the certificate must still be within its 6 months.
 */
export function issueDateProblem(issuedOn: string, today: string): string | null {
  if (!DAY.test(issuedOn)) return msg.badges.issuedOnRequired;
  if (issuedOn > today) return msg.badges.issuedOnFuture;
  if (certificateLapsesOn(issuedOn) <= today) return msg.badges.issuedOnTooOld;
  return null;
}

const monthYear = new Intl.DateTimeFormat('es-AR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Antecedentes verificados · noviembre 2026" for a certificate issued that month. */
export const certificateBadgeText = (issuedOn: string): string =>
  fillMessage(msg.badges.certificateBadge, {
    mesAnio: monthYear.format(new Date(`${issuedOn}T12:00:00Z`)).replace(' de ', ' '),
  });

/** The rules of "Profesional destacado": published by GET /destacados/reglas, used by the nightly job. */
export const DESTACADO_RULES = {
  /** Average stars, at least (two decimals, as shown). */
  minAverage: 4.8,
  /** Reviews of verified hires (an accepted request), at least… */
  minReviews: 5,
  /** …written in the last months. */
  reviewMonths: 12,
  /** Requests answered within the day, at least this per cent… */
  minResponsePercent: 75,
  /** …answered within these hours of arriving… */
  responseHours: 24,
  /** …among those of the last days, except those that arrived on a day off. */
  responseDays: 90,
  /** No guarantee claim decided for the client in the last months. */
  claimMonths: 6,
} as const;
export type DestacadoRules = typeof DESTACADO_RULES;

export const DESTACADO_RULE_KEYS = [
  'calificacion',
  'respuesta',
  'identidad',
  'reclamos',
  'suscripcion',
] as const;
export type DestacadoRuleKey = (typeof DESTACADO_RULE_KEYS)[number];

/** Where a professional stands, as the nightly job measures it. */
export type Standing = {
  /** Mean of the verified-hire reviews, rounded to two decimals; null without reviews. */
  promedio: number | null;
  resenas: number;
  pedidos: number;
  respondidos: number;
  identidad: boolean;
  reclamos: number;
  suscripcion: boolean;
};

/** 4,795 and 4,8 are both 480 hundredths: the average is compared as shown, in hundredths. */
const hundredths = (value: number) => Math.round(value * 100);

export const meetsRating = (s: Pick<Standing, 'promedio' | 'resenas'>, r: DestacadoRules = DESTACADO_RULES) =>
  s.resenas >= r.minReviews && s.promedio !== null && hundredths(s.promedio) >= hundredths(r.minAverage);

/** Integers only: 3 of 4 is 75 %, 74 of 100 is not. */
export const meetsResponse = (
  s: Pick<Standing, 'pedidos' | 'respondidos'>,
  r: DestacadoRules = DESTACADO_RULES,
) => s.pedidos > 0 && s.respondidos * 100 >= r.minResponsePercent * s.pedidos;

/** Each rule: met or not. */
export function destacadoChecks(
  s: Standing,
  r: DestacadoRules = DESTACADO_RULES,
): Record<DestacadoRuleKey, boolean> {
  return {
    calificacion: meetsRating(s, r),
    respuesta: meetsResponse(s, r),
    identidad: s.identidad,
    reclamos: s.reclamos === 0,
    suscripcion: s.suscripcion,
  };
}

export const isDestacado = (s: Standing, r: DestacadoRules = DESTACADO_RULES): boolean =>
  Object.values(destacadoChecks(s, r)).every(Boolean);

const decimal = (value: number) => value.toLocaleString('es-AR', { maximumFractionDigits: 2 });

/** The published text of each rule, with its numbers. */
export function ruleTexts(r: DestacadoRules = DESTACADO_RULES): Record<DestacadoRuleKey, string> {
  return {
    calificacion: fillMessage(msg.badges.ruleRating, {
      promedio: decimal(r.minAverage),
      resenas: String(r.minReviews),
      meses: String(r.reviewMonths),
    }),
    respuesta: fillMessage(msg.badges.ruleResponse, {
      porcentaje: String(r.minResponsePercent),
      dias: String(r.responseDays),
    }),
    identidad: msg.verification.identityBadge,
    reclamos: fillMessage(msg.badges.ruleClaims, { meses: String(r.claimMonths) }),
    suscripcion: msg.badges.ruleSubscription,
  };
}

const percentOf = (s: Standing) => (s.pedidos === 0 ? 0 : Math.floor((s.respondidos * 100) / s.pedidos));

/** Where the professional stands on each rule, in words. */
export function standingTexts(s: Standing): Record<DestacadoRuleKey, string> {
  return {
    calificacion:
      s.resenas === 0 || s.promedio === null
        ? msg.badges.standNoReviews
        : fillMessage(msg.badges.standRating, { promedio: decimal(s.promedio), resenas: String(s.resenas) }),
    respuesta:
      s.pedidos === 0
        ? msg.badges.standNoRequests
        : fillMessage(msg.badges.standResponse, {
            respondidos: String(s.respondidos),
            pedidos: String(s.pedidos),
            porcentaje: String(percentOf(s)),
          }),
    identidad: s.identidad ? msg.badges.standIdentityYes : msg.badges.standIdentityNo,
    reclamos:
      s.reclamos === 0
        ? msg.badges.standClaimsNone
        : fillMessage(msg.badges.standClaims, { reclamos: String(s.reclamos) }),
    suscripcion: s.suscripcion ? msg.badges.standSubscriptionYes : msg.badges.standSubscriptionNo,
  };
}

/** What is missing for each rule not met (rules met are absent). */
export function missingTexts(
  s: Standing,
  r: DestacadoRules = DESTACADO_RULES,
): Partial<Record<DestacadoRuleKey, string>> {
  const checks = destacadoChecks(s, r);
  const out: Partial<Record<DestacadoRuleKey, string>> = {};
  if (!checks.calificacion) {
    out.calificacion =
      s.resenas < r.minReviews
        ? fillMessage(msg.badges.missReviews, { faltan: String(r.minReviews - s.resenas) })
        : fillMessage(msg.badges.missAverage, { promedio: decimal(r.minAverage) });
  }
  if (!checks.respuesta)
    out.respuesta = fillMessage(msg.badges.missResponse, { porcentaje: String(r.minResponsePercent) });
  if (!checks.identidad) out.identidad = msg.badges.missIdentity;
  if (!checks.reclamos) out.reclamos = fillMessage(msg.badges.missClaims, { meses: String(r.claimMonths) });
  if (!checks.suscripcion) out.suscripcion = msg.badges.missSubscription;
  return out;
}

/** `GET /destacados/reglas` (public): the numbers the nightly job uses, and their texts. */
export const destacadoRulesSchema = z.object({
  minAverage: z.number(),
  minReviews: z.number().int(),
  reviewMonths: z.number().int(),
  minResponsePercent: z.number().int(),
  responseHours: z.number().int(),
  responseDays: z.number().int(),
  claimMonths: z.number().int(),
  reglas: z.array(z.object({ key: z.enum(DESTACADO_RULE_KEYS), texto: z.string() })),
});
export type DestacadoRulesAnswer = z.infer<typeof destacadoRulesSchema>;

const isoDate = z.iso.datetime({ offset: true });

export const standingSchema = z.object({
  promedio: z.number().nullable(),
  resenas: z.number().int(),
  pedidos: z.number().int(),
  respondidos: z.number().int(),
  identidad: z.boolean(),
  reclamos: z.number().int(),
  suscripcion: z.boolean(),
});

/** `GET /destacados/mine` (Prestador): the tracker, from the last nightly computation. */
export const destacadoTrackerSchema = z.object({
  destacado: z.boolean(),
  /** Null until the first nightly computation counted this professional. */
  standing: standingSchema.nullable(),
  computedAt: isoDate.nullable(),
  /** When the badge was last lost, and the rules that failed then. */
  lost: z.object({ at: isoDate, reglas: z.array(z.enum(DESTACADO_RULE_KEYS)) }).nullable(),
});
export type DestacadoTracker = z.infer<typeof destacadoTrackerSchema>;

/** "Antecedentes verificados" as a card or profile shows it: the issue day, while it shows. */
export const certificateSchema = z.object({ emitido: z.string().regex(DAY), vence: z.string().regex(DAY) });
