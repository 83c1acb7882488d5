import { errorBodySchema } from '@servihogar/shared/errors';
import {
  notificationParamsSchema,
  notificationSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  type PreferencesResponse,
  preferencesResponseSchema,
  preferencesSchema,
  unreadCountSchema,
} from '@servihogar/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { CHANNELS } from './channel-registry.ts';
import { listNotifications, markAllRead, markRead, unreadCount } from './notifications-list.ts';
import { preferencesOf, savePreferences } from './preferences.ts';

const tags = ['notifications'];
const notFound = { 404: errorBodySchema };

/**
 * The notification centre (issue 42, decision 0059): the caller's own notifications and choices.
 * No account id in any path, so no one reaches another's; a notification id of someone else's is 404.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now } = deps;

  app.get(
    '/notifications',
    {
      schema: {
        summary: 'My notifications',
        tags,
        description:
          "Signed in: the caller's notifications, unread first then newest, paged; with the unread count.",
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...notFound },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      return listNotifications(db, callerOf(request).id, page, pageSize);
    },
  );

  app.get(
    '/notifications/unread-count',
    {
      schema: {
        summary: 'My unread notifications count',
        tags,
        description: "Signed in: how many of the caller's notifications are unread (the bell's figure).",
        response: { 200: unreadCountSchema, 400: errorBodySchema, ...notFound },
      },
    },
    async (request) => ({ unread: await unreadCount(db, callerOf(request).id) }),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        summary: 'Mark a notification read',
        tags,
        description:
          "Signed in: marks one of the caller's notifications read (idempotent); 404 for anyone else's.",
        params: notificationParamsSchema,
        response: { 200: notificationSchema, ...notFound },
      },
    },
    async (request) => markRead(db, callerOf(request).id, request.params.id, now()),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        summary: 'Mark all my notifications read',
        tags,
        description:
          '"Marcar todo como leído": every unread notification of the caller; answers the count left (0).',
        response: { 200: unreadCountSchema, 400: errorBodySchema, ...notFound },
      },
    },
    async (request) => {
      await markAllRead(db, callerOf(request).id, now());
      return { unread: 0 };
    },
  );

  const answer = async (accountId: string): Promise<PreferencesResponse> => {
    const prefs = await preferencesOf(db, accountId);
    const available = { email: false, push: false, whatsapp: false };
    for (const channel of CHANNELS) {
      available[channel.name] = channel.available(deps) && (await channel.ready(db, accountId));
    }
    return { ...prefs, available };
  };

  app.get(
    '/notifications/preferences',
    {
      schema: {
        summary: 'My notification preferences',
        tags,
        description:
          "Signed in: per kind, the caller's outside channels (e-mail, push, WhatsApp) and quiet hours (Tucumán); `available` says which channels this server has and the caller set up.",
        response: { 200: preferencesResponseSchema, 400: errorBodySchema, ...notFound },
      },
    },
    async (request) => answer(callerOf(request).id),
  );

  app.put(
    '/notifications/preferences',
    {
      schema: {
        summary: 'Save my notification preferences',
        tags,
        description: 'Signed in: stores every switch and the quiet hours; answers them as GET does.',
        body: preferencesSchema,
        response: { 200: preferencesResponseSchema, ...notFound },
      },
    },
    async (request) => {
      const { id } = callerOf(request);
      await savePreferences(db, id, request.body, now());
      return answer(id);
    },
  );
};
