import {
  bookingIdParamsSchema,
  feedResponseSchema,
  feedTokenParamsSchema,
  lateChangesSchema,
  moveBodySchema,
  proposeBodySchema,
  seriesIdParamsSchema,
  skipBodySchema,
  solicitudBookingsSchema,
  visitArrivalBodySchema,
} from '@servihogar/shared/bookings';
import { addCommentResponseSchema, visitRatingBodySchema } from '@servihogar/shared/comments';
import { errorBodySchema } from '@servihogar/shared/errors';
import { solicitudIdParamsSchema } from '@servihogar/shared/solicitudes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { acceptProposal, lateChanges, propose, solicitudBookings } from './bookings.service.ts';
import { feedCalendar, feedToken, feedUrl } from './calendar-feed.service.ts';
import { endSeries, moveVisit, skipVisit } from './series.service.ts';
import { answerVisit, rateVisit } from './visits.service.ts';

const tags = ['bookings'];
const notFoundOrConflict = { 404: errorBodySchema, 409: errorBodySchema };
const answer = { 200: solicitudBookingsSchema, ...notFoundOrConflict };

export const bookingsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now, publicUrl } = deps;

  app.get(
    '/solicitudes/:id/bookings',
    {
      schema: {
        summary: "A request's booked times",
        tags,
        description:
          'Only its two parties (404 for anyone else, admins included): the booked times (Tucumán offset), the series with its skipped visits, and the open "Proponer otro horario".',
        params: solicitudIdParamsSchema,
        response: answer,
      },
    },
    (request) => solicitudBookings(db, callerOf(request).id, request.params.id, now()),
  );

  app.post(
    '/solicitudes/:id/propose',
    {
      schema: {
        summary: 'Propose another time',
        tags,
        description:
          '"Proponer otro horario", by either party of a dated, not recurring request (409 otherwise); the other party accepts it. Replaces an open proposal.',
        params: solicitudIdParamsSchema,
        body: proposeBodySchema,
        response: answer,
      },
    },
    (request) => propose(db, callerOf(request).id, request.params.id, request.body, now()),
  );

  app.post(
    '/solicitudes/:id/accept-proposal',
    {
      schema: {
        summary: 'Accept the proposed time',
        tags,
        description:
          'The party who did not propose it: the request (and its booking) moves to the proposed time; 409 with the next free times when it is taken, 403 for the proposer.',
        params: solicitudIdParamsSchema,
        response: answer,
      },
    },
    (request) => acceptProposal(db, callerOf(request).id, request.params.id, now()),
  );

  const seriesStep = { params: seriesIdParamsSchema, response: { 204: z.null(), ...notFoundOrConflict } };

  app.post(
    '/series/:id/skip',
    {
      schema: {
        summary: 'Skip one visit of a series',
        tags,
        description:
          'Either party: the visit (by its start) is freed and shown as an EXDATE; under 24 hours of notice it is marked late.',
        body: skipBodySchema,
        ...seriesStep,
      },
    },
    async (request, reply) => {
      await skipVisit(db, callerOf(request).id, request.params.id, new Date(request.body.date), now());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/series/:id/move',
    {
      schema: {
        summary: 'Move one visit of a series',
        tags,
        description:
          'Either party: one visit (by its start) to another start; 409 with the next free times when it is taken; under 24 hours of notice it is marked late.',
        body: moveBodySchema,
        ...seriesStep,
      },
    },
    async (request, reply) => {
      const { date, start } = request.body;
      await moveVisit(db, callerOf(request).id, request.params.id, new Date(date), new Date(start), now());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/series/:id/end',
    {
      schema: {
        summary: 'End a series',
        tags,
        description: 'Either party, at any time (no minimum term, no fee): the future visits are freed.',
        ...seriesStep,
      },
    },
    async (request, reply) => {
      await endSeries(db, callerOf(request).id, request.params.id, now());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/bookings/:id/arrival',
    {
      schema: {
        summary: 'Answer "¿Llegó a trabajar?" for one visit',
        tags,
        description:
          'The client of a visit of a series, once it ended, once (409 otherwise): Sí lets the client rate that visit. 403 for the professional, 404 for anyone else.',
        params: bookingIdParamsSchema,
        body: visitArrivalBodySchema,
        response: { 204: z.null(), ...notFoundOrConflict },
      },
    },
    async (request, reply) => {
      await answerVisit(db, callerOf(request).id, request.params.id, request.body, now());
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/bookings/:id/rating',
    {
      schema: {
        summary: 'Rate one visit of a series',
        tags,
        description:
          "The client of a visit it said the professional came to, once per visit (409 otherwise): a verified review; the professional's calificacion becomes the mean of all stars. 403 for the professional, 404 for anyone else.",
        params: bookingIdParamsSchema,
        body: visitRatingBodySchema,
        response: { 201: addCommentResponseSchema, ...notFoundOrConflict },
      },
    },
    async (request, reply) => {
      const rated = await rateVisit(db, callerOf(request).id, request.params.id, request.body, now());
      return reply.code(201).send(rated);
    },
  );

  app.get(
    '/bookings/late-changes',
    {
      config: { access: ['Admin'] },
      schema: {
        summary: 'Late changes to booked times',
        tags,
        description:
          'Admin: the latest 100 skips, moves, ends and accepted proposals made with less than 24 hours of notice, beside the professional (the response signal page).',
        response: { 200: lateChangesSchema },
      },
    },
    async () => ({ changes: await lateChanges(db) }),
  );

  app.get(
    '/calendar/feed',
    {
      schema: {
        summary: 'My calendar feed address',
        tags,
        description:
          "The signed-in caller's private iCalendar address (made on first ask) for Google, Apple or Outlook calendars.",
        response: { 200: feedResponseSchema },
      },
    },
    async (request) => ({ url: feedUrl(publicUrl, await feedToken(db, callerOf(request).id, false, now())) }),
  );

  app.post(
    '/calendar/feed/reset',
    {
      schema: {
        summary: 'Reset my calendar feed address',
        tags,
        description: 'A new private address; the previous one stops working at once.',
        response: { 200: feedResponseSchema },
      },
    },
    async (request) => ({ url: feedUrl(publicUrl, await feedToken(db, callerOf(request).id, true, now())) }),
  );

  app.get(
    '/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A calendar feed',
        tags,
        description:
          "`/calendar/{token}.ics`: `text/calendar` (RFC 5545) of its owner's booked times, series as RRULE with EXDATE for skipped visits, TZID America/Argentina/Tucuman. The token is the only key: 404 for an unknown or reset one.",
        params: feedTokenParamsSchema,
        response: { 200: z.string(), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const body = await feedCalendar(db, token, now());
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );
};
