import { z } from 'zod';
import { TIME_ZONE } from './calendar.ts';
import * as msg from './messages.ts';

// Issue 32: the minimum pay of the régimen de casas particulares (Ley 26.844). The amounts are
// data kept by admins (`/dash/escalasSalariales`); the public pages show the row valid today.

/** The regime's five categories, with the names the regime gives them. */
export const REGIME_CATEGORIES = {
  supervision: 'Supervisión',
  tareas_especificas: 'Personal para tareas específicas',
  caseros: 'Caseros',
  asistencia_cuidado: 'Asistencia y cuidado de personas',
  tareas_generales: 'Personal para tareas generales',
} as const;
export type RegimeCategory = keyof typeof REGIME_CATEGORIES;
const regimeCategories = Object.keys(REGIME_CATEGORIES) as [RegimeCategory, ...RegimeCategory[]];

export const MODALITIES = { con_retiro: 'Con retiro', sin_retiro: 'Sin retiro' } as const;
export type Modality = keyof typeof MODALITIES;
const modalities = Object.keys(MODALITIES) as [Modality, ...Modality[]];

/**
 * Our service categories the regime covers, with its category and the modality they usually
 * mean (Cama Adentro is live-in work: sin retiro).
 */
export const REGIME_OF_SERVICE: Readonly<Record<string, { category: RegimeCategory; modality: Modality }>> = {
  ninera: { category: 'asistencia_cuidado', modality: 'con_retiro' },
  'cuidado-de-persona': { category: 'asistencia_cuidado', modality: 'con_retiro' },
  'limpieza-domestica': { category: 'tareas_generales', modality: 'con_retiro' },
  casero: { category: 'caseros', modality: 'con_retiro' },
  'cama-adentro': { category: 'asistencia_cuidado', modality: 'sin_retiro' },
};

/** The first of a professional's services (slugs) that the regime covers, if any. */
export const regimeServiceOf = (slugs: readonly string[]): string | undefined =>
  slugs.find((slug) => slug in REGIME_OF_SERVICE);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const amount = z
  .number(msg.payScales.amountInvalid)
  .positive(msg.payScales.amountInvalid)
  .max(100_000_000, msg.payScales.amountInvalid)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, msg.payScales.amountInvalid)
  .nullable();

/** `POST /pay-scales`, `PUT /pay-scales/:id`: one row of the table. */
export const payScaleInputSchema = z
  .object({
    category: z.enum(regimeCategories, msg.api.invalidQuery),
    modality: z.enum(modalities, msg.api.invalidQuery),
    hourly: amount,
    monthly: amount,
    validFrom: z
      .string(msg.payScales.validFromInvalid)
      .regex(DAY, msg.payScales.validFromInvalid)
      .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), msg.payScales.validFromInvalid),
    note: z.string().trim().max(200, msg.payScales.noteTooLong).default(''),
  })
  .refine((row) => row.hourly !== null || row.monthly !== null, {
    message: msg.payScales.amountRequired,
    path: ['hourly'],
  });
export type PayScaleInput = z.input<typeof payScaleInputSchema>;

export const payScaleSchema = z.object({
  id: z.guid(),
  category: z.enum(regimeCategories),
  modality: z.enum(modalities),
  hourly: z.number().nullable(),
  monthly: z.number().nullable(),
  validFrom: z.string(),
  note: z.string(),
});
export type PayScale = z.infer<typeof payScaleSchema>;

export const payScaleParamsSchema = z.object({ id: z.guid(msg.api.invalidId) });
export const payScalesResponseSchema = z.object({ payScales: z.array(payScaleSchema) });

/** Today's date in Argentina (YYYY-MM-DD): a row applies from the start of its day there. */
export const argentinaDay = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);

/** For each category and modality, the row with the latest `validFrom` on or before `day`. */
export function scalesValidOn(rows: readonly PayScale[], day: string): PayScale[] {
  const current = new Map<string, PayScale>();
  for (const row of rows) {
    if (row.validFrom > day) continue;
    const key = `${row.category}/${row.modality}`;
    const held = current.get(key);
    if (!held || row.validFrom > held.validFrom) current.set(key, row);
  }
  return [...current.values()];
}

/** Pesos as people in Argentina read them: '$ 3.250,10'. */
export const formatPesos = (value: number): string =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2 })
    .format(value)
    .replace(/\u00a0/g, ' ');

/**
 * An amount as typed in pesos: '3.250,10', '3250,10', '465.000' (dots group thousands, as in
 * Argentina) or '3250.10'; blank is null. Anything else becomes NaN, which the schema refuses.
 */
export function parsePesos(typed: string): number | null {
  const text = typed.trim().replace(/^\$\s*/, '');
  if (text === '') return null;
  const grouped = text.includes(',') || /^\d{1,3}(\.\d{3})+$/.test(text);
  const normalised = grouped ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}
