import type { Recurrence } from './booking-time.ts';
import { REGIME_OF_SERVICE } from './pay-scales.ts';

// Issue 46, item 2: which requests get the household employer's tools, and where they are. Apart
// from employer.ts (its schemas) so that Mis solicitudes' link costs the list no more than this.

/** The tools are for accepted, repeating (weekly, fortnightly or monthly) requests of the régimen's services. */
export const employerToolsApply = (s: {
  answer: string | null;
  recurrence: Recurrence | null;
  servicio: string | null;
}): boolean =>
  s.answer === 'acepto' && s.recurrence !== null && s.servicio !== null && s.servicio in REGIME_OF_SERVICE;

/** The web page of a solicitud's tools. */
export const employerToolsPath = (solicitudId: string) => `/dash/misSolicitudes/${solicitudId}/empleador`;

const VISITS_PER_WEEK: Record<Recurrence, number> = { semanal: 1, quincenal: 1 / 2, mensual: 12 / 52 };

/** Hours a week the booked visits make, to the nearest quarter hour (at least one quarter). */
export function bookedWeeklyHours(durationMinutes: number | null, recurrence: Recurrence): number | null {
  if (!durationMinutes) return null;
  return Math.max(1, Math.round((durationMinutes / 60) * VISITS_PER_WEEK[recurrence] * 4)) / 4;
}
