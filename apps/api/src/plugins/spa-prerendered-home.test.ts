import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SESSION_HINT_COOKIE } from '../lib/session-hint.ts';
import { PRERENDERED_HOME } from './spa.ts';

const INDEX = '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>';
const HOME = '<main><h1>Profesionales de confianza para tu hogar</h1></main>';
const html = { accept: 'text/html' };
const withHome = `<div id="root">${HOME}</div>`;

async function appWith(env: Record<string, string>): Promise<{ t: TestApp; close: () => Promise<void> }> {
  const t = await buildTestApp({ web: { 'index.html': INDEX, [PRERENDERED_HOME]: HOME }, env });
  return { t, close: () => t.close() };
}

describe('the prerendered home page (no gate wait configured)', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    app = await appWith({ GATE_DELAY_MS: '0', MAINTENANCE: 'false' });
  });
  afterAll(() => app?.close());

  it.each(['/', '/dash', '/dash/professionals/plomero', '/dash/professionals/plomero/abc123'])(
    'is in #root for a visitor with no session at %s (the guard shows /dash as the home page)',
    async (url) => {
      const res = await app.t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(withHome);
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/login', '/workWithUs', '/dashboard', '/?q=1', '/dash/professionals/plomero?x=1'])(
    'is not sent for %s (another page, or a query string the gate checks first)',
    async (url) => {
      const res = await app.t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(HOME);
    },
  );

  it('is not sent to a browser that may hold a session (it would flash the anonymous header)', async () => {
    const res = await app.t.app.inject({ url: '/', headers: html, cookies: { [SESSION_HINT_COOKIE]: '1' } });
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(HOME);
  });

  it('is never served as a file of its own', async () => {
    const res = await app.t.app.inject({ url: `/${PRERENDERED_HOME}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toBe(HOME);
  });
});

describe('the prerendered home page when the first render is another screen', () => {
  it.each([
    ['the security gate waits', { GATE_DELAY_MS: '3000', MAINTENANCE: 'false' }],
    ['the site is in maintenance', { GATE_DELAY_MS: '0', MAINTENANCE: 'true' }],
  ])('is not sent when %s', async (_, env) => {
    const app = await appWith(env);
    try {
      const res = await app.t.app.inject({ url: '/', headers: html });
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain(HOME);
    } finally {
      await app.close();
    }
  });
});
