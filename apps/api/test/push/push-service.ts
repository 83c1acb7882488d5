import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local push service (RFC 8030) for the tests: it plays the browser's side too. Each subscription
// it hands out has its own P-256 key pair and auth secret, as a browser's PushSubscription; a
// message posted to its endpoint must carry a valid VAPID JWT (RFC 8292) for the expected server
// key, and is decrypted (aes128gcm, RFC 8188 + RFC 8291) with that subscription's private key.
// An endpoint can be made to answer 410 Gone, as a push service does for an unsubscribed browser.

type Subscriber = { ecdh: ECDH; auth: Buffer; received: string[]; answer: number };

const b64u = (buf: Buffer) => buf.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188 §2: the plaintext of an aes128gcm body sent to `ua`. */
export function decryptAes128gcm(body: Buffer, ua: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65 || records.length > recordSize) throw new Error('unexpected aes128gcm header');
  const ecdhSecret = ua.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`; the JWT ES256-signed by k, for this origin, not expired. */
export function checkVapid(
  header: string | undefined,
  expectedKey: string,
  origin: string,
  now = Date.now(),
) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return 'missing vapid authorization';
  const [, jwt = '', k = ''] = match;
  if (k !== expectedKey) return 'unknown application server key';
  const [head = '', claims = '', signature = ''] = jwt.split('.');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return 'bad signature';
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (header_.alg !== 'ES256') return 'not ES256';
  if (body.aud !== origin) return `audience ${body.aud} is not ${origin}`;
  if (!body.exp || body.exp * 1000 < now || body.exp * 1000 > now + 24 * 3600_000) return 'bad expiry';
  if (!body.sub || !/^(mailto:|https:)/.test(body.sub)) return 'bad subject';
  return 'ok';
}

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Starts the push service; `serverKey` is the application server's VAPID public key it accepts. */
export async function startPushService(serverKey: () => string) {
  const subscribers = new Map<string, Subscriber>();
  /** Every refusal, for a test to show why a push did not arrive. */
  const refusals: string[] = [];
  let origin = '';
  const server = createServer((req, res) => {
    const run = async () => {
      const id = /^\/push\/([0-9a-f-]+)$/.exec(req.url ?? '')?.[1];
      const subscriber = id ? subscribers.get(id) : undefined;
      const body = await readBody(req);
      if (req.method !== 'POST' || !subscriber) {
        res.writeHead(404).end();
        return;
      }
      if (subscriber.answer !== 201) {
        res.writeHead(subscriber.answer).end();
        return;
      }
      const vapid = checkVapid(req.headers.authorization, serverKey(), origin);
      const problem =
        vapid !== 'ok'
          ? vapid
          : req.headers['content-encoding'] !== 'aes128gcm'
            ? 'not aes128gcm'
            : !/^\d+$/.test(String(req.headers.ttl ?? ''))
              ? 'missing TTL'
              : null;
      if (problem) {
        refusals.push(problem);
        res.writeHead(vapid === 'ok' ? 400 : 403).end(problem);
        return;
      }
      subscriber.received.push(decryptAes128gcm(body, subscriber.ecdh, subscriber.auth));
      res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
    };
    run().catch((error: unknown) => {
      refusals.push(String(error));
      res.writeHead(400).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    refusals,
    /** A browser's new PushSubscription (its toJSON()) and its id here. */
    subscribe() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      subscribers.set(id, { ecdh, auth, received: [], answer: 201 });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) },
        },
      };
    },
    /** The decrypted payloads that subscription received. */
    received: (id: string) => subscribers.get(id)?.received ?? [],
    /** From now on its endpoint answers `status` (410: the browser unsubscribed). */
    answer: (id: string, status: number) => {
      subscribers.get(id)!.answer = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;
