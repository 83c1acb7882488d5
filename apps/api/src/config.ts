import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIMINGS } from '@servihogar/shared/constants';
import { z } from 'zod';
import { type ArcaConfig, arcaConfig, arcaCrossFieldIssues, arcaEnvSchema } from './config-arca.ts';

const JWT_SECRET_MIN_LENGTH = 32;
const JWT_SECRET_FILE = 'jwt-secret';
const VAPID_KEYS_FILE = 'vapid-keys.json';
// Same relative path from src/config.ts (tsx) and from dist/server.js (bundled).
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const optionalText = z.string().trim().min(1).optional();
const url = (protocols: string[], label: string) =>
  z
    .string()
    .trim()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}://`)) && URL.canParse(value), {
      message: `debe ser una URL ${label}`,
    });
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'debe ser true o false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : ['true', '1', 'yes'].includes(value)));
const bool = (fallback: boolean) => flag.transform((value) => value ?? fallback);
const int = (min: number, max: number) => {
  const message = `debe ser un entero entre ${min} y ${max}`;
  return z.coerce.number({ message }).int({ message }).min(min, { message }).max(max, { message });
};
const origin = (value: string) => new URL(value).origin;

const isAddressOrCidr = (item: string) => {
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * `TRUST_PROXY`: how many proxies (hops) stand in front, or the comma-separated addresses / CIDRs
 * of the trusted ones; absent or `false`: none (X-Forwarded-For is ignored).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false') return false;
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops >= 1 && hops <= 10) return hops;
    } else {
      const items = text.split(',').map((item) => item.trim());
      if (items.length > 0 && items.every(isAddressOrCidr)) return items;
    }
    ctx.addIssue({
      code: 'custom',
      message: 'debe ser un número de saltos (1 a 10) o una lista de IP/CIDR separadas por comas',
    });
    return z.NEVER;
  });

/** `METRICS_ALLOW`: comma-separated addresses / CIDRs that may read /metrics. */
const addressList = z
  .string()
  .optional()
  .transform((value, ctx): string[] => {
    const items = (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.every(isAddressOrCidr)) return items;
    ctx.addIssue({ code: 'custom', message: 'debe ser una lista de IP/CIDR separadas por comas' });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'debe ser development, production o test' })
    .default('development'),
  PORT: int(1, 65535).default(3000),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace'], {
      message: 'debe ser fatal, error, warn, info, debug o trace',
    })
    .default('info'),
  PUBLIC_URL: url(['http', 'https'], 'http(s)').optional(),
  DATA_DIR: z.string().trim().default('./.data'),
  WEB_DIST: optionalText,
  DATABASE_URL: url(['postgres', 'postgresql'], 'postgres://').optional(),
  SMTP_URL: url(['smtp', 'smtps'], 'smtp:// o smtps://').optional(),
  MAIL_FROM: optionalText,
  S3_ENDPOINT: url(['http', 'https'], 'http(s)').optional(),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Region used to sign S3 requests; most S3-compatible servers accept the default. */
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  REDIS_URL: url(['redis', 'rediss'], 'redis:// o rediss://').optional(),
  TRUST_PROXY: trustProxy,
  /**
   * This replica's name, the same across its restarts (default host:port): a restarted replica
   * takes back at once the mails it had claimed when it died.
   */
  REPLICA_ID: z.string().trim().min(1).max(200).optional(),
  /** A Nominatim-compatible geocoder that refines coordinates; the offline gazetteer is enough without it. */
  GEOCODER_URL: url(['http', 'https'], 'http(s)').optional(),
  JWT_SECRET: z
    .string()
    .min(JWT_SECRET_MIN_LENGTH, { message: `debe tener al menos ${JWT_SECRET_MIN_LENGTH} caracteres` })
    .optional(),
  ADMIN_EMAIL: z.email({ message: 'debe ser un email válido' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { message: 'debe tener al menos 8 caracteres' }).optional(),
  /** Demo data in an empty embedded database; default: on outside production (issue 41, item 2). */
  SEED_DEMO: flag,
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const items = (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const bad = items.filter((item) => !/^https?:\/\//.test(item) || !URL.canParse(item));
      if (bad.length > 0) {
        ctx.addIssue({ code: 'custom', message: `orígenes inválidos: ${bad.join(', ')}` });
        return z.NEVER;
      }
      return items.map(origin);
    }),
  GATE_DELAY_MS: int(0, 60_000).default(TIMINGS.securityGateDelay),
  MAINTENANCE: bool(false),
  /** The OpenAPI document and its viewer at /docs; default: on outside production. */
  API_DOCS: flag,
  /**
   * Public reads answer 503 + Retry-After while the event loop lags more than this (0: never).
   * Default 500, and 0 with NODE_ENV=test: no test may depend on the machine's speed.
   */
  SHED_EVENT_LOOP_DELAY_MS: int(0, 60_000).optional(),
  /** Longest life of a cached public answer (decision 0028). */
  PUBLIC_CACHE_TTL_MS: int(0, 3_600_000).default(30_000),
  /** PostgreSQL: longest statement of the server; past it (plus 1 s) the request answers 503. 0: none. */
  DATABASE_STATEMENT_TIMEOUT_MS: int(0, 600_000).default(5_000),
  /** `GET /events`: a comment line this often on every open stream, so proxies keep it (decision 0058). */
  LIVE_HEARTBEAT_MS: int(10, 600_000).default(25_000),
  /** `GET /events`: open streams per account on one replica; one more gets 429 (decision 0058). */
  LIVE_STREAMS_PER_ACCOUNT: int(1, 100_000).default(8),
  /** How old the admins' business metrics may be: computed at most once per period per replica (decision 0033). */
  METRICS_CACHE_MS: int(0, 3_600_000).default(60_000),
  /** Registers `POST /__test/clock` so e2e journeys can move the server's time; NODE_ENV=test only. */
  TEST_CLOCK: bool(false),
  /**
   * `/metrics` (Prometheus) answers only with `Authorization: Bearer <METRICS_TOKEN>` and/or from
   * METRICS_ALLOW's addresses (every one configured must pass); without either it does not exist.
   */
  METRICS_TOKEN: z.string().trim().min(16, { message: 'debe tener al menos 16 caracteres' }).optional(),
  METRICS_ALLOW: addressList,
  /**
   * PostgreSQL backups: `auto` uses pg_dump / pg_restore when installed and the driver's COPY when
   * pg_dump is absent; `off` always uses the driver (decision 0039).
   */
  BACKUP_PG_TOOLS: z.enum(['auto', 'off'], { message: 'debe ser auto u off' }).default('auto'),
  BANK_ACCOUNT_TYPE: z.string().trim().min(1).default('CC'),
  BANK_ALIAS: z.string().trim().min(1).default('SERVIHOGAR.DEMO.ALIAS'),
  BANK_ACCOUNT_NUMBER: z.string().trim().min(1).default('0000003100000000000001'),
  /**
   * The database's number in the Registro Nacional de Bases de Datos (Ley 25.326, AAIP), named by
   * the privacy policy; absent: the policy says the registration is in progress.
   */
  AAIP_REGISTRY_NUMBER: z.string().trim().min(1).max(60).optional(),
  /**
   * Mercado Pago subscriptions (decision 0037): the access token and the webhook secret go together;
   * without them the option appears nowhere. MP_API_URL points tests at a local fake.
   */
  MP_ACCESS_TOKEN: optionalText,
  MP_WEBHOOK_SECRET: optionalText,
  MP_API_URL: url(['http', 'https'], 'http(s)').default('https://api.mercadopago.com'),
  /**
   * Web Push (issue 42, decision 0060): the VAPID key pair (base64url, P-256) and the contact the
   * push services may write to. Without the pair one is generated and kept in DATA_DIR.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{87}$/, { message: 'debe ser una clave pública P-256 en base64url (65 bytes)' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'debe ser una clave privada P-256 en base64url (32 bytes)' })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .refine((value) => /^mailto:.+@.+/.test(value) || /^https:\/\/.+/.test(value), {
      message: 'debe ser mailto:<email> o una URL https://',
    })
    .optional(),
  /**
   * WhatsApp Cloud API (issue 42, decision 0060): the token, the sender's phone number id, the app
   * secret that signs the webhooks and the verify token of their handshake go together; without
   * them the option appears nowhere. WHATSAPP_API_URL points tests at a local stand-in.
   */
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d{1,30}$/, { message: 'debe ser el identificador numérico del número' })
    .optional(),
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_API_URL: url(['http', 'https'], 'http(s)').default('https://graph.facebook.com/v26.0'),
  /** The language of the approved message templates. */
  WHATSAPP_TEMPLATE_LANGUAGE: z.string().trim().min(2).max(10).default('es_AR'),
  /** ARCA's electronic invoices (issue 46, decision 0068): config-arca.ts. */
  ...arcaEnvSchema.shape,
});

type Env = z.infer<typeof envSchema>;
type RawEnv = Record<string, string>;

const S3_KEYS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const WHATSAPP_KEYS = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

/** Rules across variables, checked on the raw values so they are reported with the field errors. */
function crossFieldIssues(env: RawEnv): string[] {
  const issues: string[] = [];
  if (S3_KEYS.some((key) => env[key] !== undefined)) {
    for (const key of S3_KEYS.filter((k) => env[k] === undefined)) {
      issues.push(`${key}: falta (las variables S3_* van juntas)`);
    }
  }
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    const missing = env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
    issues.push(`${missing}: falta (ADMIN_EMAIL y ADMIN_PASSWORD van juntas)`);
  }
  if ((env.MP_ACCESS_TOKEN === undefined) !== (env.MP_WEBHOOK_SECRET === undefined)) {
    const missing = env.MP_ACCESS_TOKEN === undefined ? 'MP_ACCESS_TOKEN' : 'MP_WEBHOOK_SECRET';
    issues.push(`${missing}: falta (MP_ACCESS_TOKEN y MP_WEBHOOK_SECRET van juntas)`);
  }
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    const missing = env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY';
    issues.push(`${missing}: falta (VAPID_PUBLIC_KEY y VAPID_PRIVATE_KEY van juntas)`);
  }
  if (WHATSAPP_KEYS.some((key) => env[key] !== undefined)) {
    for (const key of WHATSAPP_KEYS.filter((k) => env[k] === undefined)) {
      issues.push(`${key}: falta (las variables WHATSAPP_* van juntas)`);
    }
  }
  issues.push(...arcaCrossFieldIssues(env));
  if (['true', '1', 'yes'].includes(env.TEST_CLOCK ?? '') && env.NODE_ENV !== 'test') {
    issues.push('TEST_CLOCK: solo se permite con NODE_ENV=test');
  }
  if (env.NODE_ENV === 'production' && env.JWT_SECRET === undefined) {
    issues.push('JWT_SECRET: es obligatoria en producción');
  }
  return issues;
}

export type Config = Omit<
  Env,
  | 'PUBLIC_URL'
  | 'ALLOWED_ORIGINS'
  | 'WEB_DIST'
  | 'JWT_SECRET'
  | 'MAIL_FROM'
  | 'API_DOCS'
  | 'SEED_DEMO'
  | 'VAPID_PUBLIC_KEY'
  | 'VAPID_PRIVATE_KEY'
  | 'VAPID_SUBJECT'
  | keyof typeof arcaEnvSchema.shape
> & {
  /** ARCA's electronic invoices; null when not configured (nothing is issued). */
  ARCA: ArcaConfig | null;
  VAPID_PUBLIC_KEY: string;
  VAPID_PRIVATE_KEY: string;
  VAPID_SUBJECT: string;
  SEED_DEMO: boolean;
  PUBLIC_URL: string;
  API_DOCS: boolean;
  ALLOWED_ORIGINS: string[];
  WEB_DIST: string;
  JWT_SECRET: string;
  MAIL_FROM: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; every bad variable is reported at once, one per line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const parsed = envSchema.safeParse(present);
  const issues = [
    ...(parsed.error?.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`) ?? []),
    ...crossFieldIssues(present),
  ];
  if (!parsed.success || issues.length > 0) {
    const lines = [...new Set(issues)].map((issue) => `  ${issue}`);
    throw new ConfigError(`Configuración inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const dataDir = resolve(e.DATA_DIR);
  // The printed address and both loopback names on the chosen port, so any of them passes the gate.
  const defaultOrigins = [origin(publicUrl), `http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`];
  return {
    ...e,
    PUBLIC_URL: publicUrl,
    DATA_DIR: dataDir,
    WEB_DIST: resolve(e.WEB_DIST ?? DEFAULT_WEB_DIST),
    MAIL_FROM: e.MAIL_FROM ?? `ServiHogar <no-reply@${new URL(publicUrl).hostname}>`,
    REPLICA_ID: e.REPLICA_ID ?? `${hostname()}:${e.PORT}`,
    ALLOWED_ORIGINS: [...new Set(e.ALLOWED_ORIGINS.length > 0 ? e.ALLOWED_ORIGINS : defaultOrigins)],
    JWT_SECRET: e.JWT_SECRET ?? persistedSecret(dataDir),
    API_DOCS: e.API_DOCS ?? e.NODE_ENV !== 'production',
    SEED_DEMO: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    MP_API_URL: e.MP_API_URL.replace(/\/+$/, ''),
    ...vapidKeys(e, dataDir),
    VAPID_SUBJECT: e.VAPID_SUBJECT ?? vapidSubject(publicUrl),
    WHATSAPP_API_URL: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
    ARCA: arcaConfig(e),
  };
}

/** The push services' contact: the site when it is https, else a no-reply address of its host. */
const vapidSubject = (publicUrl: string) =>
  publicUrl.startsWith('https://') ? publicUrl : `mailto:no-reply@${new URL(publicUrl).hostname}`;

/** The configured VAPID pair, or one generated on first start and kept in DATA_DIR (like jwt-secret). */
function vapidKeys(e: Env, dataDir: string) {
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    return { VAPID_PUBLIC_KEY: e.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: e.VAPID_PRIVATE_KEY };
  }
  const file = join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey?: string; privateKey?: string };
    if (stored.publicKey && stored.privateKey) {
      return { VAPID_PUBLIC_KEY: stored.publicKey, VAPID_PRIVATE_KEY: stored.privateKey };
    }
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const publicKey = ecdh.getPublicKey().toString('base64url');
  const secret = ecdh.getPrivateKey();
  // A key with leading zero bytes comes back shorter; push libraries expect exactly 32 bytes.
  const privateKey = Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify({ publicKey, privateKey })}\n`, { mode: 0o600 });
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey };
}

/** A secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= JWT_SECRET_MIN_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
