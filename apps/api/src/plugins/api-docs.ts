import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { type Access, accessOf, accessText, SECURITY_SCHEMES, securityOf } from './access.ts';

type RouteSchema = { summary?: string; description?: string; [key: string]: unknown };

/** `GET /auth/getInfo/:email` → `getAuthGetInfoByEmail`: stable, unique per method and path. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/).filter(Boolean));
  return method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

/** What a route's zod response says when it is a Server-Sent Events stream (`GET /events`). */
export const EVENT_STREAM = 'text/event-stream';

/** A response described as EVENT_STREAM is documented with that media type, not as JSON. */
function eventStreamResponses(schema: RouteSchema) {
  const responses = (schema.response ?? {}) as Record<string, { description?: string }>;
  for (const [status, body] of Object.entries(responses)) {
    if (body?.description !== EVENT_STREAM) continue;
    responses[status] = {
      description: 'A Server-Sent Events stream',
      content: { [EVENT_STREAM]: { schema: { type: 'string' } } },
    } as { description: string };
  }
}

/**
 * Each operation's security, operationId and summary, added to what the zod transform gives: the
 * security comes from the route's `config.access`, the same declaration its guard reads.
 */
function documentRoute(input: Parameters<typeof jsonSchemaTransform>[0]) {
  const { url, route } = input;
  const schema = (input.schema ?? {}) as RouteSchema;
  const access: Access = accessOf(route.config);
  const transformed = jsonSchemaTransform({ ...input, schema });
  eventStreamResponses(transformed.schema as RouteSchema);
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const description = [accessText(access), schema.description].filter(Boolean).join(' ');
  return {
    url,
    schema: {
      ...transformed.schema,
      operationId: operationIdOf(method, url),
      summary: schema.summary ?? `${method} ${url}`,
      description,
      security: securityOf(access),
      // The declaration itself, for the authorization matrix to hold every row to it.
      'x-access': access,
    },
  };
}

/**
 * The OpenAPI document of every route (built on demand by `app.swagger()`), and its viewer at
 * /docs unless `enabled` is false (API_DOCS; off in production by default).
 */
export async function registerApiDocs(
  app: FastifyInstance,
  { serverUrl, enabled }: { serverUrl: string; enabled: boolean },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'ServiHogar API',
        version: '1.0.0',
        description: 'The marketplace of home services of Tucumán: the API the web app calls.',
      },
      servers: [{ url: serverUrl }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: documentRoute,
  });
  if (enabled) await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}

/** Every route registered on `app` after this call must have a `schema.summary`: it fails at start otherwise. */
export function requireSummaries(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.method === 'HEAD' || (route.schema as RouteSchema | undefined)?.summary) return;
    throw new Error(
      `${String(route.method)} ${route.url}: schema.summary is missing (the API document needs it)`,
    );
  });
}
