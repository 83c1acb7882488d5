import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config.ts';
import { parseErrorBody } from './error-body.ts';
import { errorBodySchema } from './errors.ts';
import { parseUserInfo } from './user-info.ts';

// The zod-free checks of the first page (issue 15) accept and refuse what the zod schemas would.

describe('parseErrorBody', () => {
  const cases: unknown[] = [
    { code: 'NOT_FOUND', message: 'No encontrado' },
    { code: 'VALIDATION', message: 'Revisa', fields: { email: 'Ingresá tu email.' } },
    { code: 'X', message: 'y', extra: 1 },
    { code: 'X' },
    { code: 1, message: 'y' },
    { code: 'X', message: 'y', fields: { a: 1 } },
    { code: 'X', message: 'y', fields: ['a'] },
    null,
    'texto',
    [],
  ];
  it.each(cases)('agrees with errorBodySchema on %j', (value) => {
    const zod = errorBodySchema.safeParse(value);
    expect(parseErrorBody(value)).toEqual(zod.success ? zod.data : null);
  });
});

describe('parseUserInfo', () => {
  const info = { email: 'a@b.c', roles: ['Cliente'], nombre: 'Ana', apellido: 'Paz', numeroContacto: '381' };
  it('keeps the five claims and drops the rest', () => {
    expect(parseUserInfo({ ...info, iat: 1, exp: 2 })).toEqual(info);
  });
  it('refuses an unknown role or a missing claim', () => {
    expect(parseUserInfo({ ...info, roles: ['Root'] })).toBeNull();
    expect(parseUserInfo({ ...info, nombre: undefined })).toBeNull();
    expect(parseUserInfo('x')).toBeNull();
  });
});

describe('parseAppConfig', () => {
  const config = {
    allowedOrigins: ['http://localhost:3000'],
    gateDelayMs: 3000,
    maintenance: false,
    bank: { accountType: 'CC', alias: 'a', accountNumber: '1' },
    aaipRegistryNumber: 'RNBD 123456',
    mercadoPago: true,
    whatsApp: false,
  };
  it('reads a valid config, without extra keys', () => {
    expect(parseAppConfig({ ...config, extra: true, bank: { ...config.bank, x: 1 } })).toEqual(config);
  });
  it('Mercado Pago is off unless the server says true (an older server says nothing)', () => {
    const { mercadoPago: _, ...older } = config;
    expect(parseAppConfig(older)?.mercadoPago).toBe(false);
    expect(parseAppConfig({ ...config, mercadoPago: 'yes' })?.mercadoPago).toBe(false);
  });
  it.each([
    { gateDelayMs: -1 },
    { gateDelayMs: 1.5 },
    { gateDelayMs: '0' },
    { maintenance: 'no' },
    { allowedOrigins: [1] },
    { bank: { accountType: 'CC' } },
  ])('refuses %j', (change) => {
    expect(parseAppConfig({ ...config, ...change })).toBeNull();
  });
});
