import { describe, expect, it } from 'vitest';
import { getAdClosedUntil, getCsrfToken, getPersist, setAdClosedUntil, setPersist } from './storage.ts';

describe('storage', () => {
  it('creates the CSRF token once: 16 random bytes as hex', () => {
    const token = getCsrfToken();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(getCsrfToken()).toBe(token);
    expect(localStorage.getItem('csrf_token')).toBe(token);
  });

  it('persists by default', () => {
    expect(getPersist()).toBe(true);
    setPersist(false);
    expect(getPersist()).toBe(false);
  });

  it('remembers until when an ad slot is closed', () => {
    expect(getAdClosedUntil('pop-up')).toBe(0);
    setAdClosedUntil('pop-up', 1234);
    expect(getAdClosedUntil('pop-up')).toBe(1234);
  });

  it('never stores the access token', () => {
    getCsrfToken();
    setPersist(true);
    expect(Object.keys(localStorage)).not.toContain('accessToken');
  });
});
