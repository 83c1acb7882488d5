import * as msg from '@servihogar/shared/messages';
import { nestedDeeperThan, safeTextSchema } from '@servihogar/shared/text';
import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { AppError } from './errors.ts';

type Outcome = { error?: FastifySchemaValidationError[]; value?: unknown };

/**
 * The zod validator of every route, behind one shared check: a NUL byte or an unpaired surrogate in
 * any string of a body, query string or path gets a 400 before the route's own schema runs.
 */
export const safeValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const checkText = validatorCompiler({ ...route, schema: safeTextSchema });
  const validate = validatorCompiler(route);
  return (data) => {
    const text = checkText(data) as Outcome;
    return text.error ? text : validate(data);
  };
};

/**
 * Fastify's own JSON parser (prototype poisoning refused), then a bound on nesting: a body deeper
 * than JSON_MAX_DEPTH gets `msg.api.tooDeep` before any hook, schema or text check walks it.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error, value) => {
      if (error) return done(error);
      if (nestedDeeperThan(value)) return done(new AppError('VALIDATION', msg.api.tooDeep));
      done(null, value);
    });
  });
}
