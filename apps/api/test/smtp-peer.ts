import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; mimeType: string; content: string }[];
};

export type SmtpPeer = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /**
   * The oldest unclaimed message to `to` (and with `subject`, if given), waiting for it to
   * arrive; each message is handed out once. The wait (15 s unless told) only bounds a failure: on a
   * CI machine busy with three test workers a job's mail took more than 5 s.
   */
  waitForMail(to: string, options?: { subject?: string | RegExp; timeoutMs?: number }): Promise<ReceivedMail>;
  /** Every message received so far, claimed or not. */
  all: ReceivedMail[];
  /** Each message is accepted this long after its data arrived (a slow relay; default 0). */
  delayMs: number;
  close(): Promise<void>;
};

type Waiter = { matches(mail: ReceivedMail): boolean; resolve(mail: ReceivedMail): void };

/** A real SMTP server on a free port: no auth required, no STARTTLS, messages parsed with postal-mime. */
export async function startSmtpPeer(): Promise<SmtpPeer> {
  const all: ReceivedMail[] = [];
  const unclaimed: ReceivedMail[] = [];
  const waiters = new Set<Waiter>();

  const deliver = (mail: ReceivedMail) => {
    all.push(mail);
    const waiter = [...waiters].find((w) => w.matches(mail));
    if (!waiter) return void unclaimed.push(mail);
    waiters.delete(waiter);
    waiter.resolve(mail);
  };

  const relay = { delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          setTimeout(() => {
            const attachments = parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              mimeType: a.mimeType,
              content: typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content),
            }));
            deliver({
              to,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              attachments,
            });
            callback();
          }, relay.delayMs);
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const matcher = (to: string, subject?: string | RegExp) => (mail: ReceivedMail) =>
    mail.to.includes(to.toLowerCase()) &&
    (subject === undefined ||
      (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject)));

  return {
    url: `smtp://127.0.0.1:${port}`,
    all,
    get delayMs() {
      return relay.delayMs;
    },
    set delayMs(ms: number) {
      relay.delayMs = ms;
    },
    waitForMail(to, { subject, timeoutMs = 15_000 } = {}) {
      const matches = matcher(to, subject);
      const index = unclaimed.findIndex(matches);
      if (index >= 0) return Promise.resolve(unclaimed.splice(index, 1)[0]!);
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          matches,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const seen = all.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
          reject(new Error(`no mail to ${to} within ${timeoutMs} ms (received: ${seen})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The verification token a mail shows (after 'Token de verificación:'). */
export function tokenIn(mail: ReceivedMail): string {
  const token = /Token de verificación: (\S+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no token in mail: ${mail.text}`);
  return token;
}

/** The 6-digit recovery code a mail shows. */
export function codeIn(mail: ReceivedMail): string {
  const code = /Código de verificación: (\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail: ${mail.text}`);
  return code;
}

/** The token at the end of the mail's link to the web page at `path` (e.g. '/confirmar-pedido'). */
export function linkTokenIn(mail: Pick<ReceivedMail, 'text'>, path: string): string {
  const token = new RegExp(`${path}/([\\w-]+)`).exec(mail.text)?.[1];
  if (!token) throw new Error(`no ${path} link in mail: ${mail.text}`);
  return token;
}
