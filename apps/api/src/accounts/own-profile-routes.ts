import {
  type ChangePasswordInput,
  changePasswordSchema,
  messageResponseSchema,
} from '@servihogar/shared/auth';
import { errorBodySchema } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { type ProcessedImage, processImageUpload } from '../lib/images.ts';
import { readSingleFile } from '../plugins/multipart.ts';
import { changePassword } from './password.service.ts';
import { setRefreshCookie } from './refresh-cookie.ts';

// The pieces the two own-profile route files (a user's account, a professional's profile) share.

/** The refusals every own-profile route may answer. */
export const profileDenied = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};

/** The refusals of a photo upload: too big (413), not an image (415). */
export const photoRefused = { 413: errorBodySchema, 415: errorBodySchema };

/** Body and answers of a password change route. */
export const passwordChangeSchema = {
  body: changePasswordSchema,
  response: { 200: messageResponseSchema, ...profileDenied, 429: errorBodySchema },
};

/** The one image of a multipart photo upload, checked and re-encoded. */
export async function uploadedImage(request: FastifyRequest): Promise<ProcessedImage> {
  return processImageUpload((await readSingleFile(request)).data);
}

/** Changes the account's password (every session ends) and answers the caller's new refresh cookie. */
export async function changeOwnPassword(
  { db, now, secureCookies }: Pick<AppDeps, 'db' | 'now' | 'secureCookies'>,
  reply: FastifyReply,
  accountId: string,
  input: ChangePasswordInput,
) {
  const refreshToken = await changePassword(db, accountId, input, now());
  setRefreshCookie(reply, refreshToken, secureCookies);
  return { message: msg.password.changed };
}
