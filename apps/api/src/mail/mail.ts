import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { MailMessage } from './mail-message.ts';
import { enqueueMail, type OutboxWorker, startOutboxWorker } from './mail-outbox.ts';

export type Mailer = {
  /**
   * Writes the message to the outbox and resolves once it is stored; running servers deliver it
   * (retrying with backoff). Pass the transaction of the change the mail announces as `tx`, so
   * both are kept or lost together.
   */
  send(message: MailMessage, tx?: Db): Promise<void>;
  /** Work started after a response that may send mail: `settled` waits for it too. */
  track(task: Promise<unknown>): void;
  /** Resolves once every tracked task has finished and every queued message has been delivered. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'> & Partial<Pick<Config, 'REPLICA_ID'>>;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type MailerOptions = {
  /** Delivery loop of this process (default true; the outbox is shared, any replica may deliver). */
  deliver?: boolean;
  /** How often the loop looks for due messages besides being nudged (ms). */
  pollMs?: number;
  /** The database's only process (PGlite): every claim found at start is a dead process's. */
  exclusive?: boolean;
};

/** The outbox in `db`, delivered by SMTP when SMTP_URL is set, else as .eml files in DATA_DIR/outbox. */
export function createMailer(config: MailConfig, log: Log, db: Db, options: MailerOptions = {}): Mailer {
  const transport = config.SMTP_URL ? smtpDelivery(config.SMTP_URL) : emlDelivery(config.DATA_DIR, log);
  const worker: OutboxWorker | null =
    options.deliver === false
      ? null
      : startOutboxWorker({
          db,
          log,
          pollMs: options.pollMs,
          claimant: config.REPLICA_ID,
          exclusive: options.exclusive,
          deliver: (message) => transport({ from: config.MAIL_FROM, ...message }),
        });
  const pending = new Set<Promise<void>>();

  const send = async (message: MailMessage, tx?: Db) => {
    await enqueueMail(tx ?? db, message);
    // Inside a transaction the row is visible only after the commit; the loop's poll finds it then.
    worker?.nudge();
  };

  const track = (task: Promise<unknown>) => {
    const done: Promise<void> = task.then(
      () => {},
      () => {},
    );
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  const settled = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
    await worker?.drain();
  };

  return {
    send,
    track,
    settled,
    async close() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await worker?.stop();
    },
  };
}

export type Envelope = MailMessage & { from: string };

function smtpDelivery(url: string): (mail: Envelope) => Promise<void> {
  // A plain local relay is fine: STARTTLS is used only when the server offers it.
  const transport = nodemailer.createTransport(url);
  return async (mail) => {
    await transport.sendMail(mail);
  };
}

function emlDelivery(dataDir: string, log: Log): (mail: Envelope) => Promise<void> {
  const outbox = join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail(mail);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    await mkdir(outbox, { recursive: true });
    await writeFile(file, info.message as Buffer);
    log.info({ file, to: mail.to, subject: mail.subject }, `correo guardado en ${file}`);
  };
}
