import { z } from 'zod';
import { RECURRENCES } from './booking-time.ts';
import { MAX_WEEKLY_HOURS, PAY_MODES, type PayMode } from './employer-pay.ts';
import * as msg from './messages.ts';
import { payScaleSchema, REGIME_CATEGORIES, type RegimeCategory } from './pay-scales.ts';

// Issue 46, item 2: the household employer's tools on a client's solicitud. The amounts are the
// pure functions of employer-pay.ts, who gets the tools employer-access.ts; here, the shapes of
// the two routes and the CUIL check.

/** A CUIL/CUIT: 11 digits (dashes allowed) whose last is the mod-11 check digit. */
export function validCuil(text: string): boolean {
  const digits = text.replace(/[-\s]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, w, i) => total + w * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  const expected = check === 11 ? 0 : check === 10 ? 9 : check;
  return expected === Number(digits[10]);
}

/** '27123456785' → '27-12345678-5'. */
export const cuilText = (text: string): string => {
  const d = text.replace(/[-\s]/g, '');
  return `${d.slice(0, 2)}-${d.slice(2, 10)}-${d.slice(10)}`;
};

const regimeCategories = Object.keys(REGIME_CATEGORIES) as [RegimeCategory, ...RegimeCategory[]];
const payModes = Object.keys(PAY_MODES) as [PayMode, ...PayMode[]];
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** What the calculator asks (the form's and the receipt route's fields). */
export const payInputSchema = z.object({
  month: z.string(msg.employer.monthInvalid).regex(MONTH, msg.employer.monthInvalid),
  category: z.enum(regimeCategories, msg.api.invalidQuery),
  mode: z.enum(payModes, msg.api.invalidQuery),
  weeklyHours: z
    .number(msg.employer.weeklyHoursInvalid)
    .min(0.25, msg.employer.weeklyHoursInvalid)
    .max(MAX_WEEKLY_HOURS, msg.employer.weeklyHoursInvalid)
    .refine((h) => Number.isInteger(h * 4), msg.employer.weeklyHoursInvalid),
  years: z
    .number(msg.employer.yearsInvalid)
    .int(msg.employer.yearsInvalid)
    .min(0, msg.employer.yearsInvalid)
    .max(60, msg.employer.yearsInvalid),
  zonaDesfavorable: z.boolean(),
  monthsWorked: z
    .number(msg.employer.monthsWorkedInvalid)
    .int(msg.employer.monthsWorkedInvalid)
    .min(1, msg.employer.monthsWorkedInvalid)
    .max(6, msg.employer.monthsWorkedInvalid),
});
export type PayInputBody = z.infer<typeof payInputSchema>;

const optionalCuil = z
  .string()
  .trim()
  .refine((v) => v === '' || validCuil(v), msg.employer.cuilInvalid)
  .default('');

/** `POST /employer/{solicitudId}/receipt`: the calculator's input and what the receipt adds. */
export const receiptBodySchema = payInputSchema.extend({
  employerCuil: optionalCuil,
  workerCuil: optionalCuil,
  place: z.string().trim().max(80, msg.employer.placeTooLong).default(''),
  paidOn: z.iso.date(msg.employer.paidOnInvalid),
  includeAguinaldo: z.boolean().default(false),
});
export type ReceiptBody = z.input<typeof receiptBodySchema>;

export const employerParamsSchema = z.object({ solicitudId: z.guid(msg.api.invalidId) });

const person = z.object({ nombre: z.string(), apellido: z.string() });

/** `GET /employer/{solicitudId}`: the solicitud's parties and terms, and the pay table. */
export const employerToolsSchema = z.object({
  solicitudId: z.guid(),
  servicio: z.string(),
  recurrence: z.enum(RECURRENCES),
  /** The régimen's category and mode the service usually means; the client may change them. */
  category: z.enum(regimeCategories),
  mode: z.enum(payModes),
  /** Hours a week of the booked visits, when the request has a length. */
  weeklyHours: z.number().nullable(),
  /** The month the work started ('YYYY-MM': the first visit, else the answer). */
  startMonth: z.string(),
  employer: person.extend({ email: z.string(), dni: z.string().nullable() }),
  worker: person.extend({ localidad: z.string() }),
  zone: z.string().nullable(),
  payScales: z.array(payScaleSchema),
});
export type EmployerTools = z.infer<typeof employerToolsSchema>;
