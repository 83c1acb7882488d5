import { errorBodySchema } from '@servihogar/shared/errors';
import { professionalIdParamsSchema } from '@servihogar/shared/professionals';
import { DEFAULT_HORIZON_DAYS, freeTimesSchema, workCalendarSchema } from '@servihogar/shared/work-calendar';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { listedCondition } from '../../db/listing.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { AppError } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { myCalendar, nextFreeTimes, saveCalendar } from './calendar.service.ts';

const tags = ['calendar'];

/** Issue 43: the professional's calendar (owner only, no id in the path) and its public free times. */
export const calendarRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now }) => {
  app.get(
    '/professionals/me/calendar',
    {
      config: { access: ['Prestador'] },
      schema: {
        summary: 'My calendar',
        tags,
        description:
          "Prestador: the caller's weekly hours (Tucumán time, per day one or more ranges), days off and vacations from today on, and how many days ahead it takes bookings; an empty calendar before the first save.",
        response: { 200: workCalendarSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    (request) => myCalendar(db, callerOf(request).id, now(), DEFAULT_HORIZON_DAYS),
  );

  app.put(
    '/professionals/me/calendar',
    {
      config: { access: ['Prestador'] },
      schema: {
        summary: 'Save my calendar',
        tags,
        description:
          "Prestador: replaces the caller's whole calendar; the profile's usual days and franjas follow its hours. A range never crosses midnight (a night is two ranges); ranges of a day never overlap.",
        body: workCalendarSchema,
        response: { 200: workCalendarSchema, 404: errorBodySchema },
      },
    },
    (request) => saveCalendar(db, callerOf(request).id, request.body, now()),
  );

  app.get(
    '/professionals/:id/free-times',
    {
      config: { access: 'public', shed: true },
      schema: {
        summary: "A professional's next free times",
        tags,
        description:
          'Anyone: the free time of the next 14 Tucumán days (weekly hours minus days off minus bookings), by franja, only days with some; 404 for a professional not listed.',
        params: professionalIdParamsSchema,
        response: { 200: freeTimesSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const at = now();
      const [listed] = await db
        .select({ id: professionals.id })
        .from(professionals)
        .where(and(eq(professionals.id, request.params.id), listedCondition(at)));
      if (!listed) throw new AppError('NOT_FOUND');
      return { dias: await nextFreeTimes(db, listed.id, at) };
    },
  );
};
