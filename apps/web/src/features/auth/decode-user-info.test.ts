import { EMPTY_USER_INFO } from '@servihogar/shared/user-info';
import { describe, expect, it } from 'vitest';
import { decodeUserInfo } from './decode-user-info.ts';

const info = {
  email: 'ana@example.com',
  roles: ['Cliente'],
  nombre: 'Ána',
  apellido: 'Núñez',
  numeroContacto: '3815551234',
};

function fakeJwt(payload: unknown): string {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const base64 = btoa(String.fromCharCode(...json));
  const base64url = base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${base64url}.signature`;
}

describe('decodeUserInfo', () => {
  it('returns the empty UserInfo without a token', () => {
    expect(decodeUserInfo(null)).toEqual(EMPTY_USER_INFO);
  });

  it('decodes a base64url payload with accents', () => {
    expect(decodeUserInfo(fakeJwt({ ...info, iat: 1, exp: 2 }))).toEqual(info);
  });

  it('accepts the UserInfo nested under UserInfo', () => {
    expect(decodeUserInfo(fakeJwt({ UserInfo: info }))).toEqual(info);
  });

  it('returns the empty UserInfo for garbage', () => {
    expect(decodeUserInfo('not-a-jwt')).toEqual(EMPTY_USER_INFO);
    expect(decodeUserInfo('a.%%%.c')).toEqual(EMPTY_USER_INFO);
    expect(decodeUserInfo(fakeJwt({ email: 1 }))).toEqual(EMPTY_USER_INFO);
  });
});
