import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import type { AppDeps } from '../../app-deps.ts';

/**
 * 'fail': the app cannot serve without it (database, file storage); 'degraded': it serves without
 * it (Redis: the limits count in process; SMTP: the mails wait in the outbox).
 */
export type CheckResult = 'ok' | 'fail' | 'degraded';
export type Readiness = {
  /** Each dependency's state: database and storage always, Redis and SMTP when configured. */
  check(): Promise<Record<string, CheckResult>>;
  close(): Promise<void>;
};

const CHECK_TIMEOUT_MS = 2_000;
/** Load balancers probe every few seconds: an SMTP handshake is not repeated that often. */
const SMTP_CHECK_EVERY_MS = 30_000;

const within = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);

const outcome = (work: Promise<unknown>, failed: CheckResult = 'fail'): Promise<CheckResult> =>
  within(work).then(
    () => 'ok' as const,
    () => failed,
  );

export function createReadiness({
  config,
  database,
  files,
}: Pick<AppDeps, 'config' | 'database' | 'files'>): Readiness {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false })
    : null;
  redis?.on('error', () => {}); // reported by the check
  const smtp = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  let smtpLast: { at: number; result: CheckResult } | null = null;

  const checkSmtp = async (): Promise<CheckResult> => {
    if (smtpLast && Date.now() - smtpLast.at < SMTP_CHECK_EVERY_MS) return smtpLast.result;
    const result = await outcome(smtp!.verify(), 'degraded');
    smtpLast = { at: Date.now(), result };
    return result;
  };
  const checkRedis = async () => {
    if (redis!.status === 'wait' || redis!.status === 'end') await redis!.connect();
    await redis!.ping();
  };

  return {
    async check() {
      const entries = await Promise.all([
        outcome(database.ping()).then((r) => ['database', r] as const),
        outcome(files.check()).then((r) => ['storage', r] as const),
        ...(redis ? [outcome(checkRedis(), 'degraded').then((r) => ['redis', r] as const)] : []),
        ...(smtp ? [checkSmtp().then((r) => ['smtp', r] as const)] : []),
      ]);
      return Object.fromEntries(entries);
    },
    async close() {
      redis?.disconnect();
      smtp?.close();
    },
  };
}
