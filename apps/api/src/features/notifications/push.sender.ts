import type { PushPayload } from '@servihogar/shared/push';
import webPush from 'web-push';
import type { Config } from '../../config.ts';

// Web Push (RFC 8030 delivery, RFC 8291 encryption, RFC 8292 VAPID; decision 0060). The kept
// library `web-push` encrypts the payload (aes128gcm) and signs the VAPID JWT; the request itself
// goes out with fetch, so it has a timeout and works with any push service URL (the tests' local one).

const TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a phone that is off (a day: later, it is stale). */
const TTL_SECONDS = 24 * 3600;

export type StoredSubscription = { endpoint: string; p256dh: string; auth: string };

/** 'sent'; or 'gone': the push service no longer knows the subscription (404/410), drop it. */
export type PushOutcome = 'sent' | 'gone';

export class PushError extends Error {
  override name = 'PushError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Encrypts `payload` to the subscription's keys and posts it to its push service. */
export async function sendPush(
  config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT'>,
  subscription: StoredSubscription,
  payload: PushPayload,
): Promise<PushOutcome> {
  const details = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: {
        subject: config.VAPID_SUBJECT,
        publicKey: config.VAPID_PUBLIC_KEY,
        privateKey: config.VAPID_PRIVATE_KEY,
      },
      contentEncoding: 'aes128gcm',
      TTL: TTL_SECONDS,
      urgency: 'normal',
      ...(payload.tag ? { topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) } : {}),
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
  );
  let res: Response;
  try {
    res = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new PushError(
      `push service unreachable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  await res.body?.cancel();
  if (res.status === 404 || res.status === 410) return 'gone';
  if (!res.ok) throw new PushError(`push service answered ${res.status}`, res.status);
  return 'sent';
}
