import { myActivitySchema, viewBeaconSchema } from '@servihogar/shared/activity';
import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf, signedInAccountId } from '../../plugins/auth.ts';
import { perIp } from '../../plugins/rate-limit.ts';
import { myActivity } from './activity.service.ts';

const tags = ['activity'];
/** A person opens a few profiles a minute; the limit leaves room for many people behind one NAT. */
const VIEWS_PER_IP = { max: 120, timeWindow: 60_000 };

export const activityRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, now, activity, tokenSecret },
) => {
  app.post(
    '/activity/views',
    {
      config: { access: 'public', rateLimit: perIp(VIEWS_PER_IP) },
      schema: {
        summary: 'Count a profile view',
        tags,
        description:
          'A profile view and where it came from (the web sends it as a beacon after showing the profile). Counted once per viewer (the signed-in account, else the address), profile and day; nothing about the viewer is stored (decision 0033).',
        body: viewBeaconSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { professionalId, source } = request.body;
      // One profile whatever the case of its id in the link (the counts' key is the lower-case id).
      const id = professionalId.toLowerCase();
      // The viewer is the signed-in account, else the address: with the User-Agent, rotating it made
      // new viewers (issue 41, item 9c).
      const accountId = await signedInAccountId(tokenSecret, request, now());
      activity.view(id, source, accountId ? `cuenta ${accountId}` : `ip ${request.ip}`);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/activity/mine',
    {
      config: { access: ['Prestador'] },
      schema: {
        summary: 'My profile figures',
        tags,
        description:
          "Prestador: the caller's own profile figures per week over the last 12 weeks, and where the views came from.",
        response: { 200: myActivitySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      // This replica's pending counts first, so the owner sees the views just made.
      await activity.flush();
      return myActivity(db, callerOf(request).id, now());
    },
  );
};
