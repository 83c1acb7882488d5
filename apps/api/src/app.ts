import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { adsRoutes } from './features/ads/ads.routes.ts';
import { categoriesRoutes } from './features/categories/categories.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { professionalsRoutes } from './features/professionals/professionals.routes.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { createFileStorage, type FileStorage, registerUploadsRoute } from './plugins/files.ts';
import { registerSpa } from './plugins/spa.ts';

export type AppOptions = {
  config: Config;
  database: Database;
  /** The clock of every time-based rule (trial, fees, ad windows); tests pass a fixed one. */
  now?: () => Date;
  files?: FileStorage;
  logger?: FastifyServerOptions['logger'];
};

const SELF = "'self'";

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, now = () => new Date(), files = createFileStorage(config) } = options;
  const { db } = database;
  const app = Fastify({ logger: options.logger ?? { level: 'info' } });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        scriptSrc: [SELF],
        // react-hot-toast injects a <style> element.
        styleSrc: [SELF, "'unsafe-inline'"],
        imgSrc: [SELF, 'data:', 'blob:'],
        connectSrc: [SELF],
        fontSrc: [SELF, 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: [SELF],
        formAction: [SELF],
      },
    },
    // HSTS only where the site is served over HTTPS.
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'ServiHogar API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
  registerUploadsRoute(app, files);

  await app.register(healthRoutes, { database });
  await app.register(categoriesRoutes, { db });
  await app.register(professionalsRoutes, { db, now });
  await app.register(adsRoutes, { db, files, now });

  await registerSpa(app, config);
  return app;
}
