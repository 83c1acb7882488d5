import { createHmac, timingSafeEqual } from 'node:crypto';

// Meta signs each webhook (decision 0060): `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of
// the raw request body keyed with the app secret. Checked on the bytes as they came, before parsing.

export const hubSignature = (secret: string, rawBody: string | Buffer) =>
  `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

export function validHubSignature(secret: string, rawBody: string | Buffer, header: string | undefined) {
  if (!header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(hubSignature(secret, rawBody));
  const given = Buffer.from(header.toLowerCase());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
