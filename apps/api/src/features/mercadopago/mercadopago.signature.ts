import { createHmac, timingSafeEqual } from 'node:crypto';

// Mercado Pago signs each webhook (decision 0038): `x-signature: ts=<ts>,v1=<hex>` where v1 is the
// HMAC-SHA256, keyed with the webhook secret, of `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`.
// data.id comes from the notification URL's query (lower-cased when alphanumeric).

/** How old a signed notification may be (its ts against the app's clock). */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

export const signatureManifest = (dataId: string, requestId: string, ts: string) =>
  `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;

export const signManifest = (secret: string, manifest: string) =>
  createHmac('sha256', secret).update(manifest).digest('hex');

/** `ts` in milliseconds (Mercado Pago's) or seconds, as an instant. */
const tsInstant = (ts: string) => {
  const n = Number(ts);
  return n > 1e12 ? n : n * 1000;
};

export type SignatureCheck = 'ok' | 'missing' | 'forged' | 'late';

export function checkSignature(input: {
  secret: string;
  header: string | undefined;
  requestId: string | undefined;
  dataId: string | undefined;
  now: Date;
}): SignatureCheck {
  const { secret, header, requestId, dataId, now } = input;
  if (!header || !requestId || !dataId) return 'missing';
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const [key = '', ...value] = part.split('=');
      return [key.trim(), value.join('=').trim()];
    }),
  );
  const ts = parts.ts;
  const v1 = parts.v1;
  if (!ts || !v1 || !/^\d+$/.test(ts) || !/^[0-9a-f]+$/i.test(v1)) return 'missing';
  const expected = Buffer.from(signManifest(secret, signatureManifest(dataId, requestId, ts)), 'hex');
  const given = Buffer.from(v1, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  if (Math.abs(now.getTime() - tsInstant(ts)) > WEBHOOK_MAX_AGE_MS) return 'late';
  return 'ok';
}
