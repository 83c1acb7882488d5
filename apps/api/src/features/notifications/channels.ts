import type { ChannelName, NotificationKind } from '@servihogar/shared/notifications';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/jobs.ts';

// The outside channels a notification reaches a person on (decision 0059). Each is one object that
// implements `Channel`, listed in channel-registry.ts. `notify` enqueues one job per channel the
// person chose and set up (`notifications.deliver`, key `notification:<id>:<channel>`); the job
// runs `send` with no transaction open (the HTTP call), then `settle` in the transaction that marks
// the job done. Nothing here ever calls outside inside a transaction.

/** What a channel is given to deliver: the row and who it is for. */
export type Delivery = {
  notification: {
    id: string;
    kind: NotificationKind;
    title: string;
    body: string;
    /** Inside the web app, e.g. `/dash/pedidos?pedido=<id>`; `url` is the same, absolute. */
    path: string;
    url: string;
    createdAt: Date;
  };
  person: { accountId: string; email: string; nombre: string };
};

/**
 * `sent`: delivered (or handed to the e-mail outbox); `gone`: the address no longer exists (a push
 * subscription answered 404/410, a number left WhatsApp): `settle` forgets it; `failed`: refused
 * for good (no retry; WhatsApp falls back to e-mail in `settle`). A passing failure (network, 5xx)
 * throws instead, and the job runner retries with backoff.
 */
export type SendOutcome = 'sent' | 'gone' | 'failed';

/** What channels stand on: the app's deps (config, db, mailer, publicUrl, now…). */
export type ChannelDeps = AppDeps;

export type Channel = {
  name: ChannelName;
  /** Configured on this server (VAPID keys, WhatsApp variables); false hides it everywhere. */
  available(deps: ChannelDeps): boolean;
  /**
   * The person set it up (a push subscription, a confirmed WhatsApp number; e-mail: always). Read
   * in the writing transaction by `notify` and by the preferences page.
   */
  ready(db: Db, accountId: string): Promise<boolean>;
  /** With no transaction open: the outside call. May repeat on a retry, so it must be idempotent enough. */
  send(delivery: Delivery, deps: ChannelDeps): Promise<SendOutcome>;
  /** In the job's transaction, with what `send` answered (write an outbox mail, drop a gone subscription…). */
  settle?(tx: Db, delivery: Delivery, outcome: SendOutcome, deps: ChannelDeps): Promise<void>;
};

/** The delivery job: one per (notification, channel). */
export const DELIVER_JOB = 'notifications.deliver';
export const deliveryKey = (notificationId: string, channel: ChannelName) =>
  `notification:${notificationId}:${channel}`;

/** Queues the delivery of a notification on one channel (WhatsApp's fallback to e-mail uses it too). */
export const enqueueDelivery = (
  tx: Db,
  notificationId: string,
  channel: ChannelName,
  runAt: Date,
  now: Date,
) =>
  enqueueJob(
    tx,
    {
      kind: DELIVER_JOB,
      key: deliveryKey(notificationId, channel),
      payload: { notificationId, channel },
      runAt,
    },
    now,
  );
