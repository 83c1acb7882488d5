import { errorBodySchema } from '@servihogar/shared/errors';
import { liveEventsQuerySchema, liveTicketSchema } from '@servihogar/shared/live-events';
import * as msg from '@servihogar/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { LIVE_TICKET_TTL_S, signLiveTicket } from '../../lib/live-ticket.ts';
import { EVENT_STREAM } from '../../plugins/api-docs.ts';
import { callerOf } from '../../plugins/auth.ts';
import { listenLive } from './live-listener.ts';
import { createLiveHub } from './live-streams.ts';

const tags = ['live-events'];
const LAST_EVENT_ID = /^\d{1,15}$/;

/** `Last-Event-ID` (the browser's reconnection) or `?lastEventId=` (a stream the page opens anew). */
function lastEventIdOf(header: string | string[] | undefined, query: string | undefined): number | null {
  const value = typeof header === 'string' && LAST_EVENT_ID.test(header) ? header : query;
  return value === undefined ? null : Number(value);
}

/**
 * Issue 42, part 2 (decision 0058): `GET /events`, a Server-Sent Events stream per page telling it
 * which of its lists changed; `POST /events/ticket` opens it. One LISTEN per replica fans the
 * events of every replica out to this one's streams.
 */
export const liveEventsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, database, config, tokenSecret, now } = deps;
  const hub = createLiveHub({ db, heartbeatMs: config.LIVE_HEARTBEAT_MS, log: app.log });
  const listener = await listenLive(database, { onNotify: hub.deliver, onResumed: hub.resumeAll }, app.log);
  // The streams end when the stop begins (the pages reconnect to another replica and resume) and,
  // at the latest, before the server waits for its connections to close.
  app.onDrain(() => hub.closeAll());
  app.addHook('preClose', async () => hub.closeAll());
  app.addHook('onClose', async () => {
    hub.stop();
    await listener.close();
  });

  app.post(
    '/events/ticket',
    {
      schema: {
        summary: 'A ticket for the live events stream',
        tags,
        description: `A ticket for GET /events?ticket=, good for ${LIVE_TICKET_TTL_S} s and for that stream only (an EventSource sends no Authorization header).`,
        response: { 200: liveTicketSchema },
      },
    },
    async (request) => ({
      ticket: await signLiveTicket(tokenSecret, callerOf(request).id, now()),
      expiresInSeconds: LIVE_TICKET_TTL_S,
    }),
  );

  app.get(
    '/events',
    {
      config: { access: 'liveTicket' },
      schema: {
        summary: 'Live events (Server-Sent Events)',
        tags,
        description:
          'A text/event-stream that stays open: each event is `id: <n>` and `data: {"kind","solicitudId"?}` (kind message, solicitud, notification, booking; or resync: read every list again); a comment line every LIVE_HEARTBEAT_MS (25 s). Resumes after the `Last-Event-ID` header or `?lastEventId=` without loss for a day. 429 past LIVE_STREAMS_PER_ACCOUNT open streams per account on one server.',
        querystring: liveEventsQuerySchema,
        response: {
          200: z.string().describe(EVENT_STREAM),
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      if (hub.countOf(caller.id) >= config.LIVE_STREAMS_PER_ACCOUNT)
        throw new AppError('RATE_LIMITED', msg.liveEvents.tooManyStreams);
      const lastEventId = lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId);
      // Written by hand: no compression, no serializer, nothing that would hold the bytes back.
      reply.hijack();
      // Only the stream's own headers: a page's security headers (CSP, frame rules…) mean nothing to
      // an event stream, and each stream would hold them for its whole life (bench-live: RSS per stream).
      for (const name of Object.keys(reply.getHeaders())) reply.removeHeader(name);
      reply.raw.writeHead(200, {
        'x-content-type-options': 'nosniff',
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      reply.raw.socket?.setNoDelay(true);
      hub.open(caller.id, reply.raw, lastEventId);
    },
  );
};
