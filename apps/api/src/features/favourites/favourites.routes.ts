import { errorBodySchema } from '@servihogar/shared/errors';
import {
  favouriteParamsSchema,
  favouriteStateSchema,
  favouritesResponseSchema,
} from '@servihogar/shared/favourites';
import * as msg from '@servihogar/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { callerOf } from '../../plugins/auth.ts';
import { listFavourites, removeFavourite, saveFavourite } from './favourites.service.ts';

const tags = ['favourites'];

/** Only client accounts keep favourites (a provider that is also a client keeps its client's list). */
const clientsOnly = async (request: FastifyRequest) => {
  if (!callerOf(request).roles.includes('Cliente'))
    throw new AppError('FORBIDDEN', msg.favourites.onlyClients);
};

/** The caller's own list: no account id in the path, so no one can reach another's. */
export const favouritesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now }) => {
  const onRequest = clientsOnly;

  app.get(
    '/favourites',
    {
      onRequest,
      schema: {
        summary: 'My saved professionals',
        tags,
        description:
          "Cliente: the caller's saved professionals, newest first (unlisted ones with disponible=false).",
        response: { 200: favouritesResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => ({ favourites: await listFavourites(db, callerOf(request).id, now()) }),
  );

  /** `PUT` saves, `DELETE` removes (both idempotent); each answers the state it leaves. */
  const changes = [
    {
      method: 'PUT',
      saved: true,
      summary: 'Save a professional',
      description: 'Cliente: saves a listed professional (idempotent); 404 for an unknown or unlisted one.',
      change: (accountId: string, professionalId: string) =>
        saveFavourite(db, accountId, professionalId, now()),
    },
    {
      method: 'DELETE',
      saved: false,
      summary: 'Remove a saved professional',
      description: "Cliente: removes it from the caller's list (idempotent).",
      change: (accountId: string, professionalId: string) => removeFavourite(db, accountId, professionalId),
    },
  ] as const;
  for (const { method, saved, summary, description, change } of changes) {
    app.route({
      method,
      url: '/favourites/:professionalId',
      onRequest,
      schema: {
        summary,
        tags,
        description,
        params: favouriteParamsSchema,
        response: { 200: favouriteStateSchema, 404: errorBodySchema },
      },
      handler: async (request) => {
        const { professionalId } = request.params;
        await change(callerOf(request).id, professionalId);
        return { professionalId, saved };
      },
    });
  }
};
