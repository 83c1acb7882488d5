import { changePasswordSchema, messageResponseSchema } from '@servihogar/shared/auth';
import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps, RoutesApp } from '../app-deps.ts';
import { processImageUpload } from '../lib/images.ts';
import { type Caller, callerOf } from '../plugins/auth.ts';
import { readSingleFile } from '../plugins/multipart.ts';
import { perIp } from '../plugins/rate-limit.ts';
import { changePassword } from './password.service.ts';
import { type PhotoOwner, setPersonPhoto } from './photo.service.ts';
import { setRefreshCookie } from './refresh-cookie.ts';

// The pieces the two own-profile route files (a user's account, a professional's profile) share.

/** The refusal every own-profile route may answer beyond those of its declarations: no such profile. */
export const profileNotFound = { 404: errorBodySchema };

/** Replaces the owner's photo with the one image of a multipart upload, checked and re-encoded. */
export async function replaceOwnPhoto(
  { db, files, now }: Pick<AppDeps, 'db' | 'files' | 'now'>,
  request: FastifyRequest,
  owner: PhotoOwner,
): Promise<void> {
  const image = await processImageUpload((await readSingleFile(request)).data);
  await setPersonPhoto(db, files, owner, image, now(), request.log);
}

/**
 * `PUT url` (params `{ id }`): a password change, rate-limited as signing in. `checkOwner` refuses
 * anyone but the owner; then every session of the account ends and the caller gets a new refresh cookie.
 */
export function passwordChangeRoute(
  app: RoutesApp,
  deps: AppDeps,
  url: string,
  doc: { summary: string; tags: string[]; description: string; params: z.ZodType<{ id: string }> },
  checkOwner: (caller: Caller, id: string) => unknown,
): void {
  app.put(
    url,
    {
      config: { rateLimit: perIp(deps.limits.signIn) },
      schema: {
        ...doc,
        body: changePasswordSchema,
        response: { 200: messageResponseSchema, ...profileNotFound },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await checkOwner(caller, request.params.id);
      const refreshToken = await changePassword(deps.db, caller.id, request.body, deps.now());
      setRefreshCookie(reply, refreshToken, deps.secureCookies);
      return { message: msg.password.changed };
    },
  );
}
