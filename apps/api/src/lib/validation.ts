import { safeTextSchema } from '@servihogar/shared/text';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

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
