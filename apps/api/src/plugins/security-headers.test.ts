import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('are helmet’s, with our policy, on answers, cached reads, errors and unknown paths alike', async () => {
    t = await buildTestApp();
    for (const url of ['/health', '/categories', '/professionals/no-es-un-id', '/no-existe']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
          "connect-src 'self';font-src 'self' data:;object-src 'none';frame-ancestors 'none';base-uri 'self';" +
          "form-action 'self'",
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('add HSTS only where the site is served over HTTPS', () => {
    expect(securityHeaders({ https: true })['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(securityHeaders({ https: false })).not.toHaveProperty('strict-transport-security');
  });
});
