import type { AdminWaiting } from '@servihogar/shared/admin-waiting';
import { argentineDay } from '@servihogar/shared/calendar';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { adminRecipients } from '../../accounts/accounts.service.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';
import { enqueueJob } from '../../jobs/jobs.ts';
import { greetedMail } from '../../mail/mail-layout.ts';

// What waits for an admin (issue 48): professionals registered and never given alta (the same rule
// as `awaitingAlta` in shared/subscription-lifecycle.ts) and bank-transfer proofs not yet decided.
// The header shows the counts; a daily digest mails every admin when something waits.

export async function adminWaiting(db: Db): Promise<AdminWaiting> {
  const [[alta], [proofs]] = await Promise.all([
    db
      .select({ n: count() })
      .from(professionals)
      .where(
        and(
          eq(professionals.altaUsuario, false),
          isNull(professionals.trialStartedAt),
          isNull(professionals.paidUntil),
        ),
      ),
    db
      .select({ n: count() })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.paymentStatus, 'pending'),
          isNotNull(subscriptions.paymentProofKey),
          isNull(subscriptions.refundRequestedAt),
        ),
      ),
  ]);
  return { awaitingAlta: alta?.n ?? 0, pendingProofs: proofs?.n ?? 0 };
}

const DIGEST_JOB = 'admin.digest';
/** The digest goes out once per Argentine day, from this hour on (UTC−3). */
const DIGEST_HOUR = 9;
const argentineHour = (now: Date) => new Date(now.getTime() - 3 * 3_600_000).getUTCHours();

type Deps = Pick<AppDeps, 'jobs' | 'mailer' | 'publicUrl'>;

/** The daily digest: a sweep writes one job per day (its key), so replicas send it once. */
export function registerAdminDigest({ jobs, mailer, publicUrl }: Deps): void {
  jobs.handle(DIGEST_JOB, async (_payload, { tx }) => {
    const waiting = await adminWaiting(tx);
    if (waiting.awaitingAlta === 0 && waiting.pendingProofs === 0) return;
    const t = msg.adminDigest;
    const lines = [
      fillMessage(t.awaitingAlta, { cantidad: String(waiting.awaitingAlta) }),
      fillMessage(t.pendingProofs, { cantidad: String(waiting.pendingProofs) }),
    ];
    for (const admin of await adminRecipients(tx)) {
      const mail = greetedMail(admin, publicUrl, {
        subject: t.subject,
        paragraphs: [t.intro, ...lines],
        action: { label: t.action, url: `${publicUrl}/dash/professionalsRegistered` },
      });
      await mailer.send(mail, tx);
    }
  });
  jobs.sweep('admin-digest', async (db, now) => {
    if (argentineHour(now) < DIGEST_HOUR) return;
    const day = argentineDay(now);
    await enqueueJob(db, { kind: DIGEST_JOB, key: `admin:digest:${day}`, payload: { day } }, now);
  });
}
