import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@servihogar/shared/errors';
import * as msg from '@servihogar/shared/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable } from './db-errors.ts';

export const RETRY_AFTER_SECONDS = 2;

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  VALIDATION: msg.api.validation,
  BAD_CREDENTIALS: msg.login.status401,
  UNAUTHENTICATED: msg.api.unauthenticated,
  FORBIDDEN: msg.api.forbidden,
  TOKEN_EXPIRED: msg.api.tokenExpired,
  NOT_FOUND: msg.api.notFound,
  CONFLICT: msg.api.conflict,
  TOO_LARGE: msg.api.tooLarge,
  UNSUPPORTED_MEDIA_TYPE: msg.api.unsupportedMediaType,
  RATE_LIMITED: msg.api.rateLimited,
  INTERNAL: msg.api.internal,
  UNAVAILABLE: msg.api.unavailable,
};

/** The one error services throw; the handler below turns it into `{ code, message, fields? }`. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>) {
    super(message ?? DEFAULT_MESSAGE[code]);
    this.code = code;
    if (fields) this.fields = fields;
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

/** A 400 that names the one field at fault, with the message shown beside it. */
export const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION', message, { [field]: message });

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ErrorBody = { code: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  // Overloaded or the database away for a moment: say when to try again (decision 0019).
  if (error.code === 'UNAVAILABLE') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

const VALIDATION_MESSAGE: Record<string, string> = {
  querystring: msg.api.invalidQuery,
  params: msg.api.invalidId,
};

const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The message of a 400 for an invalid body on this route (e.g. the login doors' §8 text). */
    bodyValidationMessage?: string;
  }
}

/** Maps anything thrown in a request to the wire error model; never leaks a stack trace. */
export function toAppError(
  error: unknown,
  bodyValidationMessage?: string,
  request?: FastifyRequest,
): AppError | null {
  if (error instanceof AppError) return error;
  const code = (error as Partial<FastifyError>)?.code;
  // Fastify's own body errors: each limit with its own true message (not the image upload's).
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('TOO_LARGE', msg.api.bodyTooLarge);
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    const missing = !request?.headers['content-type'];
    return new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      missing ? msg.api.contentTypeMissing : msg.api.contentTypeUnsupported,
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      fields[field] ??= issue.message ?? msg.api.validation;
    }
    const context = error.validationContext ?? '';
    if (Object.values(fields).includes(msg.api.invalidText)) {
      return new AppError('VALIDATION', msg.api.invalidText, fields);
    }
    const message =
      (context === 'body' ? bodyValidationMessage : undefined) ??
      VALIDATION_MESSAGE[context] ??
      msg.api.validation;
    return new AppError('VALIDATION', message, fields);
  }
  const status = (error as Partial<FastifyError>)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(CLIENT_ERROR_CODES[status] ?? 'VALIDATION');
  }
  return null;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const known = toAppError(error, request.routeOptions.config?.bodyValidationMessage, request);
    if (known) return sendError(reply, known);
    if (isDatabaseUnreachable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return sendError(reply, new AppError('UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, new AppError('INTERNAL'));
  });
}
