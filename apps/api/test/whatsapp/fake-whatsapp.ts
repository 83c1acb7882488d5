import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local WhatsApp Cloud API for the tests (decision 0060): `POST /{phone-number-id}/messages` with
// bearer auth and the template message shape Meta documents, answered with a message id (wamid);
// Graph-style errors ({ error: { message, type, code } }); and the status webhooks Meta would post
// back, signed with the app secret (X-Hub-Signature-256). Control routes under /__fake for e2e.

export type SentTemplate = {
  id: string;
  to: string;
  template: string;
  language: string;
  bodyParams: string[];
  buttonParams: string[];
};

type Options = { port?: number; token: string; phoneNumberId: string; appSecret: string };

type TemplateBody = {
  messaging_product?: string;
  to?: string;
  type?: string;
  template?: {
    name?: string;
    language?: { code?: string };
    components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
  };
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const graphError = (res: ServerResponse, status: number, code: number, message: string) =>
  json(res, status, {
    error: {
      message,
      type: status === 401 ? 'OAuthException' : 'GraphMethodException',
      code,
      fbtrace_id: 'local',
    },
  });
const readText = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
};
const paramsOf = (body: TemplateBody, type: string) =>
  (body.template?.components ?? [])
    .filter((c) => c.type === type)
    .flatMap((c) => c.parameters ?? [])
    .map((p) => String(p.text ?? ''));

/** The body and signature of a status webhook as Meta posts it. */
export function statusWebhook(
  options: Pick<Options, 'appSecret' | 'phoneNumberId'>,
  statuses: { id: string; status: string; recipient?: string; errors?: { code: number; title: string }[] }[],
) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550000000', phone_number_id: options.phoneNumberId },
              statuses: statuses.map((s) => ({
                id: s.id,
                status: s.status,
                timestamp: String(Math.floor(Date.now() / 1000)),
                recipient_id: s.recipient ?? '5493815551234',
                ...(s.errors ? { errors: s.errors } : {}),
              })),
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac('sha256', options.appSecret).update(body).digest('hex')}`;
  return { body, signature };
}

export async function startFakeWhatsApp(options: Options) {
  const sent: SentTemplate[] = [];
  /** Answers for the next sends (a refusal each), before the normal answers resume. */
  const refusals: { status: number; code: number; message: string }[] = [];
  /** Set by a test: a send is answered only once this says yes (asked again every 10 ms). */
  let answerWhen: (() => Promise<boolean>) | null = null;

  const messages = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.headers.authorization !== `Bearer ${options.token}`) {
      return graphError(res, 401, 190, 'Invalid OAuth access token.');
    }
    const body = JSON.parse(await readText(req)) as TemplateBody;
    while (answerWhen && !(await answerWhen())) {
      if (req.socket.destroyed) return; // the app gave up waiting
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const refusal = refusals.shift();
    if (refusal) return graphError(res, refusal.status, refusal.code, refusal.message);
    const to = body.to ?? '';
    if (body.messaging_product !== 'whatsapp' || !/^\d{8,15}$/.test(to)) {
      return graphError(res, 400, 100, 'Invalid parameter: to / messaging_product');
    }
    if (body.type !== 'template' || !body.template?.name || !body.template.language?.code) {
      return graphError(res, 400, 132000, 'Template name and language are required');
    }
    const message: SentTemplate = {
      id: `wamid.${randomBytes(18).toString('base64url')}`,
      to,
      template: body.template.name,
      language: body.template.language.code,
      bodyParams: paramsOf(body, 'body'),
      buttonParams: paramsOf(body, 'button'),
    };
    sent.push(message);
    return json(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: message.id, message_status: 'accepted' }],
    });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const run = async () => {
      if (url.pathname === `/${options.phoneNumberId}/messages` && req.method === 'POST')
        return messages(req, res);
      if (url.pathname === '/__fake/messages' && req.method === 'GET') return json(res, 200, sent);
      if (url.pathname === '/health') return json(res, 200, { ok: true });
      return graphError(res, 404, 803, 'Unknown path');
    };
    run().catch((error: unknown) => graphError(res, 500, 1, String(error)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    sent,
    answerOnlyWhen: (check: (() => Promise<boolean>) | null) => {
      answerWhen = check;
    },
    /** The next send is refused with this Graph error (131026: message undeliverable). */
    refuseNext: (status: number, code: number, message: string) => refusals.push({ status, code, message }),
    /** The code in the last confirmation template sent to `to`. */
    lastCodeTo: (to: string) =>
      sent.filter((m) => m.to === to && m.template === 'servihogar_codigo').at(-1)?.bodyParams[0],
    /** Posts a signed status webhook to the app's `/webhooks/whatsapp`, as Meta does; answers its status. */
    async postStatus(webhookUrl: string, statuses: Parameters<typeof statusWebhook>[1]) {
      const { body, signature } = statusWebhook(options, statuses);
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body,
      });
      return res.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>;
