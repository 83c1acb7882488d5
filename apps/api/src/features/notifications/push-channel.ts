import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/tables/push-subscriptions.table.ts';
import type { Channel } from './channels.ts';
import { PushError, sendPush } from './push.sender.ts';
import { pushSubscriptionsOf, recordPushOutcomes } from './push.service.ts';

/**
 * Web Push (issue 42, part 4; decision 0060): every device the person subscribed gets the
 * notification, encrypted to its keys. A device whose push service answers 404/410 is dropped at
 * once; the notification counts as sent when one device took it. When none did and one failed
 * for a passing reason, the job retries (a device that had it gets it again: its `tag` makes the
 * phone replace it, not stack it).
 */
export const pushChannel: Channel = {
  name: 'push',
  // The VAPID keys always exist (configured, or generated into DATA_DIR).
  available: () => true,
  async ready(db, accountId) {
    const [one] = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.accountId, accountId))
      .limit(1);
    return one !== undefined;
  },
  async send({ notification, person }, deps) {
    const payload = {
      title: notification.title,
      body: notification.body,
      url: notification.path,
      tag: notification.id,
    };
    const outcomes: { endpoint: string; gone: boolean }[] = [];
    let failure: unknown = null;
    for (const subscription of await pushSubscriptionsOf(deps.db, person.accountId)) {
      try {
        const outcome = await sendPush(deps.config, subscription, payload);
        outcomes.push({ endpoint: subscription.endpoint, gone: outcome === 'gone' });
      } catch (error) {
        failure = error;
      }
    }
    // One statement each, no transaction held across the calls above.
    await recordPushOutcomes(deps.db, outcomes, deps.now());
    if (outcomes.some((o) => !o.gone)) return 'sent';
    if (failure) throw failure instanceof PushError ? failure : new PushError(String(failure));
    return 'gone';
  },
};
