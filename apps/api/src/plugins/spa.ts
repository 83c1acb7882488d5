import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '@servihogar/shared/app-config';
import { APP_CONFIG_ELEMENT_ID } from '@servihogar/shared/app-config';
import * as msg from '@servihogar/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError, sendError } from '../lib/errors.ts';
import { type PageMeta, renderMetaTags, siteMeta, withMetaTags } from './page-meta.ts';

/** Paths of the JSON API (spec §7 and ours): an unknown one is a JSON 404, never the web app. */
export const API_PREFIXES = [
  '/auth',
  '/professionals',
  '/categories',
  '/category',
  '/user',
  '/banUser',
  '/redactors',
  '/subscriptions',
  '/solicitudes',
  '/audit-log',
  '/api',
  '/geo',
  '/health',
  '/docs',
  '/uploads',
  '/share-cards',
] as const;

export const APP_CONFIG_PLACEHOLDER = '<!--app-config-->';
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

// Browsers ask for pages with `text/html`; link-preview crawlers (WhatsApp, Facebook) often accept
// any type or send no Accept at all: a page path (no file extension) then gets the page too.
function wantsWebApp(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (isApiPath(path)) return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  const isFile = /\.[^/]*$/.test(path);
  return !isFile && (accept === '' || accept.includes('*/*'));
}

export function appConfigOf(config: Config): AppConfig {
  return {
    allowedOrigins: config.ALLOWED_ORIGINS,
    gateDelayMs: config.GATE_DELAY_MS,
    maintenance: config.MAINTENANCE,
    bank: {
      accountType: config.BANK_ACCOUNT_TYPE,
      alias: config.BANK_ALIAS,
      accountNumber: config.BANK_ACCOUNT_NUMBER,
    },
  };
}

/** index.html with the runtime settings embedded, so changing them needs no rebuild. */
export function renderIndex(template: string, appConfig: AppConfig): string {
  // `<` escaped so no value can close the script element.
  const json = JSON.stringify(appConfig).replaceAll('<', '\\u003c');
  const script = `<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
  // Function replacers: a `$&` in a value must stay text, not a replacement pattern.
  if (template.includes(APP_CONFIG_PLACEHOLDER))
    return template.replace(APP_CONFIG_PLACEHOLDER, () => script);
  return template.replace('</head>', () => `${script}</head>`);
}

/**
 * Serves the built web app from WEB_DIST: hashed assets precompressed and cached for good, and index.html (no-cache)
 * for every other GET that asks for HTML outside the API, with the link-preview tags `metaOf` gives
 * for its path (a professional's card on a profile URL); anything else unknown is a JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  config: Config,
  metaOf: (path: string) => Promise<PageMeta>,
): Promise<void> {
  const indexPath = join(config.WEB_DIST, 'index.html');
  const index = existsSync(indexPath)
    ? renderIndex(readFileSync(indexPath, 'utf8'), appConfigOf(config))
    : null;
  if (index === null) app.log.warn({ webDist: config.WEB_DIST }, 'web app not built: index.html missing');
  else {
    await app.register(fastifyStatic, {
      root: config.WEB_DIST,
      index: false,
      cacheControl: false,
      // The build writes `.br` and `.gz` beside each asset (apps/web/precompress.ts): sent as they
      // are by Accept-Encoding, so no asset is compressed per request.
      preCompressed: true,
      allowedPath: (path) => path !== '/index.html',
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(config.WEB_DIST, 'assets'));
        reply.header('Cache-Control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsWebApp(request)) return sendError(reply, new AppError('NOT_FOUND', msg.api.routeNotFound));
    if (index === null) return reply.code(503).type('text/plain; charset=utf-8').send(msg.api.webNotBuilt);
    const path = request.url.split('?')[0] ?? '/';
    const meta = await metaOf(path).catch((error: unknown) => {
      // A link preview is not worth a broken page: the site's own card instead.
      request.log.error({ err: error }, 'page meta failed');
      return null;
    });
    const tags = renderMetaTags(meta ?? siteMeta(path), config.PUBLIC_URL);
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withMetaTags(index, tags));
  };
  // The static wildcard would answer '/' as a directory listing (403); the home page is the SPA too.
  app.get('/', { schema: { hide: true } }, fallback);
  app.setNotFoundHandler(fallback);
}
