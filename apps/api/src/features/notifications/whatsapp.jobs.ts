import { whatsAppRecipient } from '@servihogar/shared/whatsapp';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/tables/jobs.table.ts';
import { whatsAppNumbers, whatsAppSends } from '../../db/tables/whatsapp.table.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { WHATSAPP_TEMPLATES, type WhatsApp, WhatsAppError } from './whatsapp.client.ts';
import { mailInsteadOfWhatsApp, type Notice } from './whatsapp.mails.ts';

// WhatsApp's sends are jobs (decisions 0031, 0051, 0060): `fetch` calls the Cloud API with no
// transaction open, `apply` records the message id its status webhooks will name. A confirmation
// code is retried until it goes; a notice the Cloud API refuses goes out by e-mail instead, at once.

export const WHATSAPP_CODE_JOB = 'whatsapp.code';
export const WHATSAPP_NOTICE_JOB = 'whatsapp.notice';

type CodePayload = { accountId: string; numero: string; code?: string };
type NoticePayload = { accountId: string; notificationId?: string; notice: Notice };

export async function enqueueWhatsAppCode(tx: Db, payload: Required<CodePayload>, now: Date) {
  const key = `whatsapp:code:${payload.accountId}:${now.getTime()}`;
  return enqueueJob(tx, { kind: WHATSAPP_CODE_JOB, key, payload }, now);
}

/** Queues a notice to the person's confirmed number, in `tx`; `key` makes it once (the notification's id). */
export async function enqueueWhatsAppNotice(tx: Db, job: NoticePayload & { key: string }, now: Date) {
  const { key, ...payload } = job;
  return enqueueJob(tx, { kind: WHATSAPP_NOTICE_JOB, key: `whatsapp:notice:${key}`, payload }, now);
}

type Sent = { messageId: string } | { failed: string } | { skipped: true };

export function registerWhatsAppJobs(deps: Pick<AppDeps, 'jobs' | 'mailer' | 'publicUrl'>, client: WhatsApp) {
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

  deps.jobs.handle<Sent>(WHATSAPP_NOTICE_JOB, {
    fetch: async (raw, { db }) => {
      const { accountId, notice } = raw as NoticePayload;
      const [row] = await db.select().from(whatsAppNumbers).where(eq(whatsAppNumbers.accountId, accountId));
      if (!row?.confirmedAt) return { skipped: true };
      try {
        return await client.sendTemplate({
          to: whatsAppRecipient(row.numero),
          template: WHATSAPP_TEMPLATES.notice,
          bodyParams: [notice.title, notice.body, notice.url],
        });
      } catch (error) {
        if (error instanceof WhatsAppError) return { failed: error.message };
        throw error;
      }
    },
    apply: async (raw, sent, { tx, now }) => {
      const { accountId, notificationId, notice } = raw as NoticePayload;
      if ('skipped' in sent) return;
      if ('failed' in sent) {
        await mailInsteadOfWhatsApp(deps, tx, accountId, notice);
        return;
      }
      await tx
        .insert(whatsAppSends)
        .values({
          accountId,
          messageId: sent.messageId,
          template: WHATSAPP_TEMPLATES.notice,
          notificationId: notificationId ?? null,
          notice,
          createdAt: now,
        })
        .onConflictDoNothing();
    },
  });
}
