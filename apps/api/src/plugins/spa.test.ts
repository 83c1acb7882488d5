import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { APP_CONFIG_ELEMENT_ID } from '@servihogar/shared/app-config';
import * as msg from '@servihogar/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { renderIndex } from './spa.ts';

const INDEX =
  '<!doctype html><html><head><!--app-config--><title>ServiHogar</title></head><body></body></html>';
// An asset as the web build leaves it: the file, and its brotli and gzip copies (precompress.ts).
const ASSET = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `texto ${i}`))};`;
const BROTLI = brotliCompressSync(ASSET);
const GZIP = gzipSync(ASSET, { level: 9 });
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function appConfigIn(body: string): unknown {
  const match = body.match(
    new RegExp(`<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">(.*?)</script>`),
  );
  return match ? JSON.parse(match[1]!) : null;
}

describe('the web app (SPA)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      web: {
        'index.html': INDEX,
        'assets/index-abc123.js': 'console.log(1);',
        'assets/app-def456.js': ASSET,
        'assets/app-def456.js.br': BROTLI,
        'assets/app-def456.js.gz': GZIP,
        'robots.txt': 'User-agent: *',
      },
      env: {
        PUBLIC_URL: 'https://servihogar.example',
        GATE_DELAY_MS: '1500',
        BANK_ALIAS: 'MI.ALIAS</script><script>',
        MAINTENANCE: 'true',
        AAIP_REGISTRY_NUMBER: 'RNBD 123456',
      },
    });
  });
  afterAll(() => t?.close());

  it.each(['/', '/login', '/dash/professionals/plomero', '/banners/horizontal', '/workWithUs?x=1'])(
    'serves index.html with the runtime config for %s',
    async (url) => {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain('<!--app-config-->');
      expect(appConfigIn(res.body)).toEqual({
        allowedOrigins: ['https://servihogar.example', 'http://localhost:3000', 'http://127.0.0.1:3000'],
        gateDelayMs: 1500,
        maintenance: true,
        bank: {
          accountType: 'CC',
          alias: 'MI.ALIAS</script><script>',
          accountNumber: t.config.BANK_ACCOUNT_NUMBER,
        },
        aaipRegistryNumber: 'RNBD 123456',
        mercadoPago: false,
        whatsApp: false,
      });
      expect(res.body.match(/<\/script>/g)).toHaveLength(1);
    },
  );

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const res = await t.app.inject({ url: '/', headers: html });
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('caches hashed assets for good and other files briefly', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's brotli or gzip copy of an asset by Accept-Encoding, cached for good", async () => {
    const br = await t.app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);
    // The build's own file, byte for byte (compressing per request would give other bytes).
    expect(br.rawPayload.equals(BROTLI)).toBe(true);
    expect(br.headers['content-length']).toBe(String(BROTLI.length));

    const gz = await t.app.inject({ url: '/assets/app-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);
    expect(gz.rawPayload.equals(GZIP)).toBe(true);

    const plain = await t.app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);
  });

  it('compresses API responses', async () => {
    const res = await t.app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
  });

  it('never serves the raw index.html template', async () => {
    const res = await t.app.inject({ url: '/index.html', headers: html });
    expect(res.statusCode).toBe(200);
    expect(appConfigIn(res.body)).not.toBeNull();
  });

  it('answers JSON 404 for API paths and for requests that do not want HTML', async () => {
    for (const [url, headers] of [
      ['/api/unknown', html],
      ['/professionals/x/y', html],
      ['/health/x', html],
      ['/some/page', { accept: 'application/json' }],
      ['/assets/missing.js', {}],
    ] as const) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: msg.api.routeNotFound });
    }
  });
});

describe('without a built web app', () => {
  it('answers page requests with 503 and a Spanish hint', async () => {
    const t = await buildTestApp();
    try {
      const res = await t.app.inject({ url: '/login', headers: html });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe(msg.api.webNotBuilt);
      expect(res.body).toContain('npm run build');
    } finally {
      await t.close();
    }
  });
});

describe('renderIndex', () => {
  it('adds the config before </head> when the placeholder is missing', () => {
    const out = renderIndex('<html><head></head></html>', {
      allowedOrigins: [],
      gateDelayMs: 0,
      maintenance: false,
      bank: { accountType: 'CC', alias: 'a', accountNumber: '1' },
      aaipRegistryNumber: '',
      mercadoPago: false,
      whatsApp: false,
    });
    expect(out).toMatch(/<script id="app-config" type="application\/json">\{.*\}<\/script><\/head>/);
  });
});
