import * as msg from '@servihogar/shared/messages';
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { runSecurityChecks } from './security-checks.ts';

const base = {
  origin: 'https://servihogar.com.ar',
  search: '',
  allowedOrigins: ['https://servihogar.com.ar', 'http://localhost:3000'],
  sanitize: (value: string) => DOMPurify.sanitize(value),
};

describe('runSecurityChecks', () => {
  it('passes an allowed origin without a query string', () => {
    expect(runSecurityChecks(base)).toEqual({ ok: true });
  });

  it('blocks an origin outside the allow-list', () => {
    expect(runSecurityChecks({ ...base, origin: 'https://evil.example' })).toEqual({
      ok: false,
      reason: msg.securityGate.origin,
    });
  });

  it('passes plain query-string values, accents and spaces included', () => {
    expect(
      runSecurityChecks({ ...base, search: '?sort=mejorCalificacion&q=Concepci%C3%B3n+Tucum%C3%A1n' }),
    ).toEqual({
      ok: true,
    });
  });

  it('blocks a value the sanitiser changes', () => {
    const search = `?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`;
    expect(runSecurityChecks({ ...base, search })).toEqual({ ok: false, reason: msg.securityGate.xss });
  });

  it('checks every value, not only the first', () => {
    const search = `?a=1&b=${encodeURIComponent('<script>alert(1)</script>')}`;
    expect(runSecurityChecks({ ...base, search })).toMatchObject({ ok: false, reason: msg.securityGate.xss });
  });

  it('checks the origin before the query string', () => {
    const result = runSecurityChecks({ ...base, origin: 'http://x', search: '?q=%3Cb%3E' });
    expect(result).toMatchObject({ reason: msg.securityGate.origin });
  });
});
