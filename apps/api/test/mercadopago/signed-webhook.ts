import { randomUUID } from 'node:crypto';
import { signatureManifest, signManifest } from '../../src/features/mercadopago/mercadopago.signature.ts';

// A Mercado Pago notification as Mercado Pago sends it (decision 0038): POST to the notification URL
// with `?data.id=<id>&type=<topic>`, the JSON body, `x-request-id` and `x-signature: ts=…,v1=…`.

export type WebhookInput = {
  secret: string;
  topic: 'subscription_preapproval' | 'subscription_authorized_payment' | string;
  dataId: string;
  /** Default: a new one (a new delivery); the same one is a repeated delivery. */
  requestId?: string;
  /** The signing instant (default now); Mercado Pago's ts is in milliseconds. */
  at?: Date;
  /** Sign with this secret instead (a forged notification). */
  signWith?: string;
};

export function signedWebhook(input: WebhookInput) {
  const requestId = input.requestId ?? randomUUID();
  const ts = String((input.at ?? new Date()).getTime());
  const v1 = signManifest(input.signWith ?? input.secret, signatureManifest(input.dataId, requestId, ts));
  const query = new URLSearchParams({ 'data.id': input.dataId, type: input.topic });
  return {
    path: `/webhooks/mercadopago?${query}`,
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': `ts=${ts},v1=${v1}`,
    },
    body: {
      action: input.topic === 'subscription_preapproval' ? 'updated' : 'created',
      api_version: 'v1',
      type: input.topic,
      date_created: (input.at ?? new Date()).toISOString(),
      live_mode: false,
      data: { id: input.dataId },
    },
    requestId,
  };
}

/** Sends it over HTTP to `baseUrl` (the app); resolves with the status. */
export async function sendSignedWebhook(baseUrl: string, input: WebhookInput): Promise<number> {
  const hook = signedWebhook(input);
  const res = await fetch(`${baseUrl}${hook.path}`, {
    method: 'POST',
    headers: hook.headers,
    body: JSON.stringify(hook.body),
  });
  return res.status;
}
