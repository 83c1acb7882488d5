import { whatsAppRecipient } from '@servihogar/shared/whatsapp';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { whatsAppSends } from '../../db/tables/whatsapp.table.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { createWhatsApp, WHATSAPP_TEMPLATES } from './whatsapp.client.ts';

// The confirmation code's message is a job (decisions 0031, 0051, 0060): `fetch` calls the Cloud
// API with no transaction open, `apply` records the message id its status webhooks will name and
// clears the code from the job. Notices go through the notifications' channel (whatsapp-channel.ts).

export const WHATSAPP_CODE_JOB = 'whatsapp.code';

type CodePayload = { accountId: string; numero: string; code?: string };

export async function enqueueWhatsAppCode(tx: Db, payload: Required<CodePayload>, now: Date) {
  const key = `whatsapp:code:${payload.accountId}:${now.getTime()}`;
  return enqueueJob(tx, { kind: WHATSAPP_CODE_JOB, key, payload }, now);
}

export function registerWhatsAppJobs(deps: Pick<AppDeps, 'jobs' | 'config'>) {
  // Without the WHATSAPP_* variables there is nothing to send; the routes answer 404.
  const client = createWhatsApp(deps.config);
  if (!client) return;
  deps.jobs.handle<{ messageId: string } | null>(WHATSAPP_CODE_JOB, {
    fetch: async (raw) => {
      const { numero, code } = raw as CodePayload;
      if (!code) return null; // sent already (the code is cleared once recorded)
      return client.sendTemplate({
        to: whatsAppRecipient(numero),
        template: WHATSAPP_TEMPLATES.code,
        bodyParams: [code],
        buttonParam: code,
      });
    },
    apply: async (raw, sent, { tx, now }) => {
      const { accountId, code } = raw as CodePayload;
      if (!sent) return;
      await tx
        .insert(whatsAppSends)
        .values({ accountId, messageId: sent.messageId, template: WHATSAPP_TEMPLATES.code, createdAt: now })
        .onConflictDoNothing();
      // The code is a secret: once sent it no longer waits in the jobs table.
      await tx
        .update(jobs)
        .set({ payload: sql`${jobs.payload} - 'code'` })
        .where(and(eq(jobs.kind, WHATSAPP_CODE_JOB), sql`${jobs.payload}->>'code' = ${code ?? ''}`));
    },
  });
}
