import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/errors.ts';
import { SHARE_CARDS_ROUTE, SITE_CARD_PATH } from '../../plugins/page-meta.ts';
import { findShareCard, shareCardImage, shareImagePath, siteCardImage } from './share-cards.service.ts';

/** A day: the URL changes with the card, and an unlisted profile's card should not live for long. */
const CARD_CACHE = 'public, max-age=86400';
const imageResponse = { 200: z.any().describe('image/jpeg, 1200×630'), 404: errorBodySchema };

/** The link-preview images (Open Graph): public, no sign-in, only for listed professionals. */
export const shareCardsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, now, files }) => {
  app.get(
    SITE_CARD_PATH,
    {
      config: { access: 'public' },
      schema: { summary: 'The site’s link-preview image', tags: ['share-cards'], response: imageResponse },
    },
    async (_request, reply) =>
      reply
        .header('Cache-Control', CARD_CACHE)
        .type('image/jpeg')
        .send(await siteCardImage()),
  );

  app.get(
    `${SHARE_CARDS_ROUTE}/:id/:file`,
    {
      config: { access: 'public' },
      schema: {
        summary: "A profile's link-preview image",
        tags: ['share-cards'],
        params: z.object({ id: z.string(), file: z.string() }),
        response: { ...imageResponse, 302: z.null() },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const card = await findShareCard(db, id, now());
      if (!card || !/^[0-9a-f]{16}\.jpg$/.test(file)) throw new AppError('NOT_FOUND');
      // An older version (the profile changed since the link was shared): the current card.
      if (file !== `${card.version}.jpg`) return reply.redirect(shareImagePath(card), 302);
      const image = await shareCardImage(files, card);
      return reply.header('Cache-Control', CARD_CACHE).type('image/jpeg').send(image);
    },
  );
};
