import { z } from 'zod';
import * as msg from './messages.ts';
import { VIEW_SOURCES } from './view-sources.ts';

// Activity (issue 28): what a professional's profile brought in, counted per day and source
// without keeping who looked (decision 0033).

/** How many weeks the activity page and the admins' weekly charts show. */
export const ACTIVITY_WEEKS = 12;

/** `POST /activity/views`: one profile shown (the web sends it as a beacon, never awaited). */
export const viewBeaconSchema = z.object({
  professionalId: z.guid(msg.api.invalidId),
  source: z.enum(VIEW_SOURCES),
});

/** A week's figures; `semana` is its Monday (Argentine calendar), `YYYY-MM-DD`. */
export const activityWeekSchema = z.object({
  semana: z.iso.date(),
  vistas: z.number().int().nonnegative(),
  contactos: z.number().int().nonnegative(),
  /** Hire requests received that week. */
  solicitudes: z.number().int().nonnegative(),
  /** Hire requests answered that week (Acepto or No puedo), by the day of the answer. */
  respondidas: z.number().int().nonnegative(),
  favoritos: z.number().int().nonnegative(),
  /** The mean of every star given up to that week's end (null while there is none). */
  calificacion: z.number().min(0).max(5).nullable(),
});
export type ActivityWeek = z.infer<typeof activityWeekSchema>;

/** `GET /activity/mine`: the caller's own figures, oldest week first, the current week last. */
export const myActivitySchema = z.object({
  weeks: z.array(activityWeekSchema),
  /** Views of the whole period per source, most first. */
  sources: z.array(z.object({ source: z.enum(VIEW_SOURCES), vistas: z.number().int().nonnegative() })),
});
export type MyActivity = z.infer<typeof myActivitySchema>;
