import { errorBodySchema } from '@servihogar/shared/errors';
import type { FastifyInstance } from 'fastify';
import { accessOf } from './access.ts';

/**
 * The error answers a route gives by its declarations alone, added to its response schemas (so the
 * API document lists them and the body is serialized by the one error schema): 400 when it validates
 * a body, query or params; 401 and 403 when its `config.access` needs a caller; 429 when it has a
 * `config.rateLimit`. A route writes only the answers of its own logic (404, 409, 413…).
 */
export function declareErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.schema ??= {};
    const schema = route.schema as Record<string, unknown>;
    const access = accessOf(route.config);
    const guarded = access !== 'public' && access !== 'callerIfValid';
    const validated = Boolean(schema.body || schema.querystring || schema.params);
    schema.response = {
      ...(validated ? { 400: errorBodySchema } : {}),
      ...(guarded ? { 401: errorBodySchema, 403: errorBodySchema } : {}),
      ...(route.config?.rateLimit ? { 429: errorBodySchema } : {}),
      ...(schema.response as object | undefined),
    };
  });
}
