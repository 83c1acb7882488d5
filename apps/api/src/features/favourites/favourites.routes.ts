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
const denied = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

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
        response: { 200: favouritesResponseSchema, ...denied },
      },
    },
    async (request) => ({ favourites: await listFavourites(db, callerOf(request).id, now()) }),
  );

  app.put(
    '/favourites/:professionalId',
    {
      onRequest,
      schema: {
        summary: 'Save a professional',
        tags,
        description: 'Cliente: saves a listed professional (idempotent); 404 for an unknown or unlisted one.',
        params: favouriteParamsSchema,
        response: { 200: favouriteStateSchema, ...denied },
      },
    },
    async (request) => {
      const { professionalId } = request.params;
      await saveFavourite(db, callerOf(request).id, professionalId, now());
      return { professionalId, saved: true };
    },
  );

  app.delete(
    '/favourites/:professionalId',
    {
      onRequest,
      schema: {
        summary: 'Remove a saved professional',
        tags,
        description: "Cliente: removes it from the caller's list (idempotent).",
        params: favouriteParamsSchema,
        response: { 200: favouriteStateSchema, ...denied },
      },
    },
    async (request) => {
      const { professionalId } = request.params;
      await removeFavourite(db, callerOf(request).id, professionalId);
      return { professionalId, saved: false };
    },
  );
};
