import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from '@servihogar/shared/app-config';
import { APP_CONFIG_ELEMENT_ID } from '@servihogar/shared/app-config';
import * as msg from '@servihogar/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError, sendError } from '../lib/errors.ts';
import { SESSION_HINT_COOKIE } from '../lib/session-hint.ts';
import { whatsAppConfigured } from '../lib/whatsapp-config.ts';
import { type PageMeta, renderMetaTags, siteMeta, withMetaTags } from './page-meta.ts';

/** Paths of the JSON API (product §7 and ours): an unknown one is a JSON 404, never the web app. */
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
  '/push',
  '/whatsapp',
  '/webhooks',
] as const;

export const APP_CONFIG_PLACEHOLDER = '<!--app-config-->';
/** Written by the web build (apps/web/prerender-home.ts): the home page's first render as HTML. */
export const PRERENDERED_HOME = 'prerendered-home.html';
const EMPTY_ROOT = '<div id="root"></div>';
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
    aaipRegistryNumber: config.AAIP_REGISTRY_NUMBER ?? '',
    mercadoPago: config.MP_ACCESS_TOKEN !== undefined && config.MP_WEBHOOK_SECRET !== undefined,
    whatsApp: whatsAppConfigured(config),
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
 * index.html with the home page an anonymous visitor first sees already in `#root`, or null when
 * the app's first render is something else for everybody: the security gate's waiting screen (a
 * wait is configured) or the maintenance page.
 */
function renderIndexWithHome(index: string, home: string, config: Config): string | null {
  if (config.GATE_DELAY_MS > 0 || config.MAINTENANCE || !index.includes(EMPTY_ROOT)) return null;
  return index.replace(EMPTY_ROOT, () => `<div id="root">${home}</div>`);
}

/**
 * Whether the app would first show this request the anonymous home page: '/' or a /dash path (whose
 * guard sends anonymous visitors to '/'), with no session cookie, and no query string (which the
 * security gate checks first, behind its waiting screen).
 */
function seesAnonymousHome(request: FastifyRequest, path: string): boolean {
  if (request.url.includes('?') || request.cookies[SESSION_HINT_COOKIE]) return false;
  return path === '/' || path === '/dash' || path.startsWith('/dash/');
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
  const homePath = join(config.WEB_DIST, PRERENDERED_HOME);
  const indexWithHome =
    index !== null && existsSync(homePath)
      ? renderIndexWithHome(index, readFileSync(homePath, 'utf8'), config)
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
      allowedPath: (path) => path !== '/index.html' && path !== `/${PRERENDERED_HOME}`,
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
    const page = indexWithHome !== null && seesAnonymousHome(request, path) ? indexWithHome : index;
    return (
      reply
        .header('Cache-Control', 'no-cache')
        // The page differs with the session cookie: a shared cache must not hand one to the other.
        .header('Vary', 'Cookie')
        .type('text/html; charset=utf-8')
        .send(withMetaTags(page, tags))
    );
  };
  // The static wildcard would answer '/' as a directory listing (403); the home page is the SPA too.
  app.get('/', { schema: { hide: true } }, fallback);
  app.setNotFoundHandler(fallback);
}
