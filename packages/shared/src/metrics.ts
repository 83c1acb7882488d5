import { z } from 'zod';
import { COMPLAINT_ESTADOS, CRITICIDADES, PAYMENT_STATUSES } from './constants.ts';

// Métricas (issue 28): the admins' business figures, and the ads' for redactores too. Aggregates
// only: counts per week, category, locality or state, never a person.

const count = z.number().int().nonnegative();

/** `GET /metrics/business` (Admin). Weeks oldest first, `semana` their Monday `YYYY-MM-DD`. */
export const businessMetricsSchema = z.object({
  signups: z.array(z.object({ semana: z.iso.date(), clientes: count, profesionales: count })),
  /** Professionals by the month their trial started (`YYYY-MM`), and how many of them ever paid. */
  cohorts: z.array(z.object({ mes: z.string(), enPrueba: count, pagaron: count })),
  listedByCategory: z.array(z.object({ categoria: z.string(), profesionales: count })),
  /** Per category and locality over the last 12 weeks: contact reveals against listed professionals. */
  demand: z.array(
    z.object({ categoria: z.string(), localidad: z.string(), contactos: count, profesionales: count }),
  ),
  subscriptionsByState: z.array(z.object({ estado: z.enum(PAYMENT_STATUSES), suscripciones: count })),
  /** Confirmed payments decided this (Argentine) month, in ARS, and how many. */
  income: z.object({ mes: z.string(), pesos: count, pagos: count }),
  complaints: z.array(
    z.object({ estado: z.enum(COMPLAINT_ESTADOS), criticidad: z.enum(CRITICIDADES), denuncias: count }),
  ),
});
export type BusinessMetrics = z.infer<typeof businessMetricsSchema>;

/** `GET /metrics/ads` (Admin, Redactor): every ad's reach, most seen first; `tipo` its Spanish name. */
export const adsMetricsSchema = z.object({
  ads: z.array(
    z.object({ id: z.guid(), titulo: z.string(), tipo: z.string(), impresiones: count, clics: count }),
  ),
});
export type AdsMetrics = z.infer<typeof adsMetricsSchema>;
