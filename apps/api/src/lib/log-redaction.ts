import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Fields whose values never reach a log line, wherever they sit in the logged object. */
const SECRET_KEYS = new Set(
  [
    'password',
    'repassword',
    'newPassword',
    'currentPassword',
    'repeatPassword',
    'passwordHash',
    'token',
    'accessToken',
    'refreshToken',
    'changeToken',
    'verificationCode',
    'authorization',
    'cookie',
    'set-cookie',
    'dni',
    'numeroContacto',
    'telefono',
    'params',
  ].map((key) => key.toLowerCase()),
);

const REDACTED = '[redacted]';
/** Row ids stay: they name no one and are what an operator follows. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Each pattern with a piece of text it cannot match without (null: none), checked first: cheap. */
const PATTERNS: [string | null, RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  // The SQL parameters drizzle appends to a failed query's message.
  ['params:', /(\bparams:)[^\n]*/g, `$1 ${REDACTED}`],
  ['$argon2', /\$argon2(?:id|i|d)\$[^\s,"']+/g, '[redacted-hash]'],
  // JWTs (access tokens) and long opaque tokens (refresh, verification, change tokens).
  ['eyJ', /\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, '[redacted-token]'],
  [null, /[A-Za-z0-9_-]{32,}/g, (match) => (UUID.test(match) ? match : '[redacted-token]')],
  // Unanchored, so it scans ahead from every position: only worth running when there is an '@'.
  ['@', /[^\s@/"'<>,;:]+@([^\s@/"'<>,;:]+\.[A-Za-z]{2,})/g, (_m, domain) => `***@${domain}`],
];

export function scrubText(text: string): string {
  let out = text;
  for (const [hint, pattern, replacement] of PATTERNS) {
    if (hint === null || out.includes(hint)) out = out.replace(pattern, replacement as string);
  }
  return out;
}

/** A copy of a log object with secret fields replaced and secrets inside any string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object' || depth > 8) return value;
  if (value instanceof Error) {
    // The serialized error (message, stack, causes, drizzle's `params`) as plain data.
    return scrubValue(JSON.parse(JSON.stringify(pino.stdSerializers.err(value))), depth + 1);
  }
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  // Requests and replies are left to their serializers below.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key.toLowerCase()) ? REDACTED : scrubValue(item, depth + 1);
  }
  return out;
}

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Every log line of the app goes through here: errors (whose messages carry drizzle's SQL
 * parameters), request URLs (tokens and e-mails in paths), mail recipients and messages.
 */
export function redactingLogger(options: LoggerOptions): LoggerOptions {
  return {
    ...options,
    serializers: {
      err: (error: Error) => scrubValue(error) as ReturnType<typeof pino.stdSerializers.err>,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: scrubText(decoded(request.url)),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
    formatters: { log: (object) => scrubValue(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
}
