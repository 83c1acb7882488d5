import type { PushPayload } from '@servihogar/shared/push';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { PushError, sendPush } from './push.sender.ts';
import { pushSubscriptionsOf, recordPushOutcomes } from './push.service.ts';

// One push to every device of a person is one job (decisions 0031, 0060): `fetch` encrypts and
// posts to each push service with no transaction open; `apply` drops the subscriptions their push
// service no longer knows (404/410). A device whose service fails makes the job retry; a device that
// had it already gets it again, and its notification's `tag` makes the phone replace, not stack, it.

export const PUSH_JOB = 'push.deliver';

export type PushJobPayload = { accountId: string; payload: PushPayload };

/** Queues a push to all of the person's devices, in `tx`; `key` makes it once (e.g. the notification's id). */
export async function enqueuePush(tx: Db, job: PushJobPayload & { key: string }, now: Date) {
  return enqueueJob(
    tx,
    { kind: PUSH_JOB, key: `push:${job.key}`, payload: { accountId: job.accountId, payload: job.payload } },
    now,
  );
}

type Outcome = { endpoint: string; gone: boolean };

export function registerPushJobs(deps: Pick<AppDeps, 'jobs' | 'config'>) {
  deps.jobs.handle<Outcome[]>(PUSH_JOB, {
    fetch: async (raw, { db }) => {
      const { accountId, payload } = raw as PushJobPayload;
      const outcomes: Outcome[] = [];
      let failure: unknown = null;
      for (const subscription of await pushSubscriptionsOf(db, accountId)) {
        try {
          const outcome = await sendPush(deps.config, subscription, payload);
          outcomes.push({ endpoint: subscription.endpoint, gone: outcome === 'gone' });
        } catch (error) {
          failure = error;
        }
      }
      if (failure) {
        // What was learnt is kept before the retry (dropped devices stay dropped).
        await db.transaction((tx) => recordPushOutcomes(tx, outcomes, new Date()));
        throw failure instanceof PushError ? failure : new PushError(String(failure));
      }
      return outcomes;
    },
    apply: async (_payload, outcomes, { tx, now }) => recordPushOutcomes(tx, outcomes, now),
  });
}
