import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  /** Resolves once the message is handed to SMTP or written to the outbox. */
  send(message: MailMessage): Promise<void>;
  /** Sends without making the request wait (failures are logged); `settled` waits for these. */
  sendLater(message: MailMessage): void;
  /** Work started after a response that may send mail: `settled` waits for it too. */
  track(task: Promise<unknown>): void;
  /** Resolves once every tracked task and every message sent later has finished. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

type MailConfig = Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>;
type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(config: MailConfig, log: Log): Mailer {
  const deliver = config.SMTP_URL ? smtpDelivery(config.SMTP_URL) : outboxDelivery(config.DATA_DIR, log);
  const pending = new Set<Promise<void>>();

  const send = async (message: MailMessage) => {
    try {
      await deliver({ from: config.MAIL_FROM, ...message });
    } catch (error) {
      log.error({ err: error, subject: message.subject }, 'mail not sent');
      throw error;
    }
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
  };

  return {
    send,
    sendLater: (message) => track(send(message)),
    track,
    settled,
    close: settled,
  };
}

type Envelope = MailMessage & { from: string };

function smtpDelivery(url: string): (mail: Envelope) => Promise<void> {
  // A plain local relay is fine: STARTTLS is used only when the server offers it.
  const transport = nodemailer.createTransport(url);
  return async (mail) => {
    await transport.sendMail(mail);
  };
}

function outboxDelivery(dataDir: string, log: Log): (mail: Envelope) => Promise<void> {
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
