import { z } from 'zod';
import * as msg from './messages.ts';

// Web Push (issue 42, decision 0060): a browser's PushSubscription as its toJSON() gives it.

const base64url = (min: number, max: number) =>
  z
    .string(msg.push.invalidSubscription)
    .regex(/^[A-Za-z0-9_-]+=*$/, msg.push.invalidSubscription)
    .min(min, msg.push.invalidSubscription)
    .max(max, msg.push.invalidSubscription);

export const pushEndpointSchema = z
  .string(msg.push.invalidSubscription)
  .max(2000, msg.push.invalidSubscription)
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    msg.push.invalidSubscription,
  );

export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  // p256dh: an uncompressed P-256 point (65 bytes, 87 characters); auth: 16 bytes (22 characters).
  keys: z.object({ p256dh: base64url(86, 90), auth: base64url(22, 26) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: pushEndpointSchema });

export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** What the service worker shows: the notification's text and the page its click opens. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string().optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
