import { advertisementListSchema } from '@servihogar/shared/ads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../plugins/files.ts';
import { listActiveAds } from './ads.service.ts';

type Options = { db: Db; files: FileStorage; now: () => Date };

// The web asks banners from the first and pop-ups from the second and filters by type itself (§7).
export const adsRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, files, now }) => {
  const schema = { tags: ['ads'], response: { 200: advertisementListSchema } };
  app.get('/api/advertisement', { schema }, () => listActiveAds(db, files, now()));
  app.get('/api/advertisements', { schema }, () => listActiveAds(db, files, now()));
};
