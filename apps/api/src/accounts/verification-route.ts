import { verificationResponseSchema } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { z } from 'zod';
import type { AppDeps, RoutesApp } from '../app-deps.ts';
import { type VerificationPurpose, verifyEmail } from './verification.service.ts';

const tokenParamsSchema = z.object({ token: z.string().trim().min(1).max(200) });

/**
 * `GET url` with `:token` (public): the link of a verification mail. Spends the token of `purpose`
 * and marks the account's e-mail verified; a wrong or spent token is a 400 saying `tokenRefused`.
 */
export function emailVerificationRoute(
  app: RoutesApp,
  deps: AppDeps,
  url: string,
  doc: { summary: string; tags: string[] },
  purpose: VerificationPurpose,
  tokenRefused: string,
): void {
  app.get(
    url,
    {
      config: { access: 'public' },
      schema: {
        ...doc,
        params: tokenParamsSchema,
        response: { 200: verificationResponseSchema },
      },
    },
    async (request) => {
      await verifyEmail(deps, purpose, request.params.token, tokenRefused, deps.now());
      return { ok: true as const, message: msg.registration.verifiedText };
    },
  );
}
