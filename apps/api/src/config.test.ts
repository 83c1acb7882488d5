import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TIMINGS } from '@servihogar/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'servihogar-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function configError(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has an embedded default for everything', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: dir,
      SEED_DEMO: true,
      MAINTENANCE: false,
      GATE_DELAY_MS: TIMINGS.securityGateDelay,
      ALLOWED_ORIGINS: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      LOG_LEVEL: 'info',
      BANK_ACCOUNT_TYPE: 'CC',
      MAIL_FROM: 'ServiHogar <no-reply@localhost>',
      API_DOCS: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.BANK_ALIAS).not.toBe('');
    expect(config.BANK_ACCOUNT_NUMBER).not.toBe('');
    expect(config.WEB_DIST.replaceAll('\\', '/')).toMatch(/apps\/web\/dist$/);
  });

  it('derives PUBLIC_URL from PORT and allows localhost and 127.0.0.1 on that port by default', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PORT: '8080' });
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.ALLOWED_ORIGINS).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    const behindProxy = loadConfig({
      DATA_DIR: dataDir(),
      PORT: '8080',
      PUBLIC_URL: 'https://servihogar.example',
    });
    expect(behindProxy.ALLOWED_ORIGINS).toEqual([
      'https://servihogar.example',
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });

  it('parses explicit values', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: 'https://servihogar.example/',
      ALLOWED_ORIGINS: 'https://servihogar.example, https://preview.example/path ,https://servihogar.example',
      SEED_DEMO: 'false',
      MAINTENANCE: '1',
      GATE_DELAY_MS: '0',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      JWT_SECRET: 'x'.repeat(40),
    });
    expect(config.PUBLIC_URL).toBe('https://servihogar.example');
    expect(config.ALLOWED_ORIGINS).toEqual(['https://servihogar.example', 'https://preview.example']);
    expect(config).toMatchObject({ SEED_DEMO: false, MAINTENANCE: true, GATE_DELAY_MS: 0 });
    expect(config.JWT_SECRET).toBe('x'.repeat(40));
  });

  it('serves /docs outside production unless API_DOCS says otherwise', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(production).API_DOCS).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), API_DOCS: 'false' }).API_DOCS).toBe(false);
  });

  it('seeds the demo in production only when SEED_DEMO=true says so (issue 41, item 2)', () => {
    const production = { DATA_DIR: dataDir(), NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(production).SEED_DEMO).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000 });
  });

  it('generates JWT_SECRET once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).JWT_SECRET).toBe(first);
  });

  it('Web Push: generates a VAPID pair once into DATA_DIR, or takes both variables', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.VAPID_PUBLIC_KEY).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.VAPID_PRIVATE_KEY).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first.VAPID_PUBLIC_KEY, 'base64url')[0]).toBe(4);
    expect(JSON.parse(readFileSync(join(dir, 'vapid-keys.json'), 'utf8')).publicKey).toBe(
      first.VAPID_PUBLIC_KEY,
    );
    expect(loadConfig({ DATA_DIR: dir }).VAPID_PRIVATE_KEY).toBe(first.VAPID_PRIVATE_KEY);
    expect(first.VAPID_SUBJECT).toBe('mailto:no-reply@localhost');
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://servihogar.ar' }).VAPID_SUBJECT).toBe(
      'https://servihogar.ar',
    );
    const given = { VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, VAPID_PRIVATE_KEY: 'b'.repeat(43) };
    expect(loadConfig({ DATA_DIR: dataDir(), ...given })).toMatchObject(given);
    expect(configError({ VAPID_PUBLIC_KEY: given.VAPID_PUBLIC_KEY })).toMatch(
      /^ {2}VAPID_PRIVATE_KEY: falta/m,
    );
    expect(configError({ ...given, VAPID_PRIVATE_KEY: 'corta' })).toMatch(/^ {2}VAPID_PRIVATE_KEY: /m);
    expect(configError({ VAPID_SUBJECT: 'http://x' })).toMatch(/^ {2}VAPID_SUBJECT: /m);
  });

  it('WhatsApp: its four variables together, the Cloud API by default', () => {
    expect(configError({ WHATSAPP_TOKEN: 't' })).toMatch(/^ {2}WHATSAPP_PHONE_NUMBER_ID: falta/m);
    expect(configError({ WHATSAPP_TOKEN: 't' })).toMatch(/^ {2}WHATSAPP_APP_SECRET: falta/m);
    expect(configError({ WHATSAPP_PHONE_NUMBER_ID: 'abc' })).toMatch(/^ {2}WHATSAPP_PHONE_NUMBER_ID: debe/m);
    expect(loadConfig({ DATA_DIR: dataDir() }).WHATSAPP_API_URL).toBe('https://graph.facebook.com/v26.0');
  });

  it('requires JWT_SECRET in production', () => {
    expect(configError({ NODE_ENV: 'production' })).toMatch(/^ {2}JWT_SECRET: /m);
  });

  it('ARCA: CUIT, certificate, key and punto de venta together, PEM files checked, homologación by default', () => {
    expect(configError({ ARCA_CUIT: '20111111112' })).toMatch(/^ {2}ARCA_CERT: falta/m);
    expect(configError({ ARCA_CUIT: '20-11111111-2' })).toMatch(/^ {2}ARCA_CUIT: /m);
    expect(configError({ ARCA_CERT: '/no/such/file.pem' })).toMatch(/^ {2}ARCA_CERT: debe ser la ruta/m);
    expect(configError({ ARCA_CBTE_TIPO: '1' })).toMatch(/^ {2}ARCA_CBTE_TIPO: /m);
    expect(loadConfig({ DATA_DIR: dataDir() }).ARCA).toBeNull();
    const dir = dataDir();
    writeFileSync(join(dir, 'c.pem'), '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    writeFileSync(join(dir, 'k.pem'), '-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n');
    const env = {
      ARCA_CUIT: '20111111112',
      ARCA_CERT: join(dir, 'c.pem'),
      ARCA_KEY: join(dir, 'k.pem'),
      ARCA_PTO_VTA: '3',
    };
    expect(loadConfig({ DATA_DIR: dir, ...env }).ARCA).toMatchObject({
      cuit: '20111111112',
      ptoVta: 3,
      env: 'homologacion',
      cbteTipo: 11,
      wsaaUrl: 'https://wsaahomo.afip.gov.ar/ws/services/LoginCms',
      wsfeUrl: 'https://wswhomo.afip.gov.ar/wsfev1/service.asmx',
    });
    expect(loadConfig({ DATA_DIR: dir, ...env, ARCA_ENV: 'produccion' }).ARCA?.wsfeUrl).toBe(
      'https://servicios1.afip.gov.ar/wsfev1/service.asmx',
    );
  });

  it('Mercado Pago: token and webhook secret together, MP_API_URL defaulting to Mercado Pago', () => {
    expect(configError({ MP_ACCESS_TOKEN: 'APP_USR-1' })).toMatch(/^ {2}MP_WEBHOOK_SECRET: falta/m);
    expect(configError({ MP_WEBHOOK_SECRET: 's' })).toMatch(/^ {2}MP_ACCESS_TOKEN: falta/m);
    expect(configError({ MP_API_URL: 'ftp://x' })).toMatch(/^ {2}MP_API_URL: /m);
    const off = loadConfig({ DATA_DIR: dataDir() });
    expect(off.MP_ACCESS_TOKEN).toBeUndefined();
    expect(off.MP_API_URL).toBe('https://api.mercadopago.com');
    const on = loadConfig({
      DATA_DIR: dataDir(),
      MP_ACCESS_TOKEN: 'APP_USR-1',
      MP_WEBHOOK_SECRET: 's',
      MP_API_URL: 'http://127.0.0.1:9999/',
    });
    expect(on.MP_API_URL).toBe('http://127.0.0.1:9999');
  });

  it('reports every bad variable at once, one line each', () => {
    const message = configError({
      PORT: 'abc',
      PUBLIC_URL: 'not a url',
      DATABASE_URL: 'mysql://x',
      SEED_DEMO: 'maybe',
      GATE_DELAY_MS: '-5',
      ALLOWED_ORIGINS: 'ftp://x',
      ADMIN_EMAIL: 'admin@example.com',
      S3_BUCKET: 'bucket',
      NODE_ENV: 'staging',
    });
    const lines = message.split('\n');
    expect(lines[0]).toBe('Configuración inválida:');
    const names = lines.slice(1).map((line) => line.trim().split(':')[0]);
    expect(names.sort()).toEqual(
      [
        'ADMIN_PASSWORD',
        'ALLOWED_ORIGINS',
        'DATABASE_URL',
        'GATE_DELAY_MS',
        'NODE_ENV',
        'PORT',
        'PUBLIC_URL',
        'S3_ACCESS_KEY_ID',
        'S3_ENDPOINT',
        'S3_SECRET_ACCESS_KEY',
        'SEED_DEMO',
      ].sort(),
    );
  });
});
