import { messageResponseSchema } from '@servihogar/shared/auth';
import { accountExportSchema, deleteAccountBodySchema, exportFileName } from '@servihogar/shared/data-rights';
import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearRefreshCookie } from '../../accounts/refresh-cookie.ts';
import type { AppDeps } from '../../app-deps.ts';
import { callerOf } from '../../plugins/auth.ts';
import { perIp } from '../../plugins/rate-limit.ts';
import { deleteAccount } from './delete-account.service.ts';
import { exportAccount } from './export.service.ts';

const tags = ['data-rights'];

/** Ley 25.326: the person's copy of its data and the deletion of its account (decision 0022). */
export const dataRightsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, publicUrl, now, limits, secureCookies } = deps;

  app.get(
    '/account/export',
    {
      schema: {
        summary: 'Download my data',
        tags,
        description:
          'Any signed-in account: everything held about the caller as a JSON file (Content-Disposition: attachment). Files are links; no password or token hashes.',
        response: { 200: accountExportSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const at = now();
      const data = await exportAccount(db, callerOf(request).id, publicUrl, at);
      void reply
        .header('content-disposition', `attachment; filename="${exportFileName(at)}"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    '/account',
    {
      // A password guess per call, like a sign-in.
      config: { rateLimit: perIp(limits.signIn) },
      schema: {
        summary: 'Delete my account',
        tags,
        description:
          "Any signed-in account, with its password: deletes the caller's account (sessions ended, profile unlisted, photos and documents deleted, comments kept as 'Usuario eliminado', billing kept without the name) and e-mails a confirmation. 409 for the last admin.",
        body: deleteAccountBodySchema,
        response: { 200: messageResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, callerOf(request).id, request.body.password, now(), request.log);
      clearRefreshCookie(reply, secureCookies);
      return { message: msg.dataRights.deleted };
    },
  );
};
