import { z } from 'zod';
import { clockMinutes, MINUTES_PER_DAY } from './calendar.ts';
import { TIME_SLOTS, WEEK_DAYS, type WeekDay } from './finding.ts';
import { fillMessage } from './format.ts';
import type { CalendarRules, FreeDay } from './free-time.ts';
import * as msg from './messages.ts';

// Issue 43: the professional's calendar as the API and the form read it (Mi Perfil → Mi calendario).

const m = msg.workCalendar;
export const RANGES_PER_DAY_MAX = 4;
export const DAYS_OFF_MAX = 30;
export const HORIZON_DAYS_MAX = 365;
export const DEFAULT_HORIZON_DAYS = 60;

const clock = z.string(m.invalidTime).refine((text) => clockMinutes(text) !== null, m.invalidTime);
const day = z.iso.date(m.invalidDate);

/** One range of a day of the week: '09:00'–'13:00' (never past midnight; '24:00' ends the day). */
export const weeklyRangeSchema = z
  .object({ dia: z.enum(WEEK_DAYS, m.invalidWeekDay), desde: clock, hasta: clock })
  .refine((r) => (clockMinutes(r.desde) ?? 0) < (clockMinutes(r.hasta) ?? 0), {
    message: m.rangeOrder,
    path: ['hasta'],
  });
export type WeeklyRange = z.infer<typeof weeklyRangeSchema>;

export const daysOffSchema = z
  .object({ desde: day, hasta: day })
  .refine((r) => r.desde <= r.hasta, { message: m.daysOffOrder, path: ['hasta'] });

/** `PUT /professionals/me/calendar`'s body and `GET`'s answer: the whole calendar at once. */
export const workCalendarSchema = z
  .object({
    horario: z.array(weeklyRangeSchema).max(RANGES_PER_DAY_MAX * WEEK_DAYS.length),
    diasLibres: z
      .array(daysOffSchema)
      .max(DAYS_OFF_MAX, fillMessage(m.tooManyDaysOff, { max: String(DAYS_OFF_MAX) })),
    horizonteDias: z.coerce
      .number<number | string>(m.invalidHorizon)
      .int(m.invalidHorizon)
      .min(1, m.invalidHorizon)
      .max(HORIZON_DAYS_MAX, m.invalidHorizon),
  })
  .superRefine((v, ctx) => {
    const seen = new Map<WeekDay, { desde: number; hasta: number }[]>();
    v.horario.forEach((r, i) => {
      const desde = clockMinutes(r.desde);
      const hasta = clockMinutes(r.hasta);
      if (desde === null || hasta === null || desde >= hasta) return;
      const ranges = seen.get(r.dia) ?? [];
      seen.set(r.dia, ranges);
      if (ranges.length >= RANGES_PER_DAY_MAX) {
        const message = fillMessage(m.tooManyRanges, { max: String(RANGES_PER_DAY_MAX) });
        ctx.addIssue({ code: 'custom', message, path: ['horario', i, 'dia'] });
      } else if (ranges.some((o) => desde < o.hasta && o.desde < hasta)) {
        ctx.addIssue({ code: 'custom', message: m.rangesOverlap, path: ['horario', i, 'desde'] });
      }
      ranges.push({ desde, hasta });
    });
  });
export type WorkCalendar = z.infer<typeof workCalendarSchema>;
export type WorkCalendarInput = z.input<typeof workCalendarSchema>;

/** The calendar as free-time rules (free-time.ts): each day's ranges in minutes, sorted. */
export function rulesOf(calendar: WorkCalendar): CalendarRules {
  const week = WEEK_DAYS.map((dia) =>
    calendar.horario
      .filter((r) => r.dia === dia)
      .map((r) => ({ desde: clockMinutes(r.desde) ?? 0, hasta: clockMinutes(r.hasta) ?? MINUTES_PER_DAY }))
      .sort((a, b) => a.desde - b.desde),
  );
  return { week, daysOff: calendar.diasLibres, horizonDays: calendar.horizonteDias };
}

/** `GET /professionals/{id}/free-times`: the next 14 days' free time by franja (only days with some). */
export const freeTimesSchema = z.object({
  dias: z.array(
    z.object({
      dia: z.iso.date(),
      franjas: z.array(
        z.object({
          franja: z.enum(TIME_SLOTS),
          desde: z.string(),
          hasta: z.string(),
          start: z.iso.datetime(),
          end: z.iso.datetime(),
        }),
      ),
    }),
  ),
}) satisfies z.ZodType<{ dias: FreeDay[] }>;
export type FreeTimes = z.infer<typeof freeTimesSchema>;

/** "Disponible el {fecha}": a Tucumán day, `YYYY-MM-DD`. */
export const freeDateSchema = z.iso.date(m.invalidFreeDate);
