// A real SMTP peer for the browser journeys: the app sends its e-mail here over SMTP, and tests
// read what arrived through a small HTTP endpoint (GET /messages?to=<address>).
import { createServer } from 'node:http';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export type Received = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** What came attached: its file name and type (not its content). */
  attachments: { filename: string | null; mimeType: string }[];
  at: number;
};

const smtpPort = Number(process.env.MAIL_PEER_SMTP_PORT);
const httpPort = Number(process.env.MAIL_PEER_HTTP_PORT);
const received: Received[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  async onData(stream, session, callback) {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const mail = await PostalMime.parse(Buffer.concat(chunks));
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: mail.html ?? '',
        attachments: mail.attachments.map(({ filename, mimeType }) => ({ filename, mimeType })),
        at: Date.now(),
      });
      callback();
    } catch (error) {
      callback(error as Error);
    }
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://peer');
  const to = url.searchParams.get('to')?.toLowerCase();
  const body = url.pathname === '/messages' ? received.filter((m) => !to || m.to.includes(to)) : { ok: true };
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}).listen(httpPort, '127.0.0.1');
