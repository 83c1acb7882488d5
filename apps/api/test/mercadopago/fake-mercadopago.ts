import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendSignedWebhook } from './signed-webhook.ts';

// A local Mercado Pago for the tests (decision 0038): the subset of its API the app uses —
// POST/GET/PUT /preapproval, GET /authorized_payments/{id} — with the fields its docs name, a
// checkout page at each init_point (Autorizar → back to back_url), and control routes for the tests
// (charge, notify). Its notifications are signed as Mercado Pago signs them.

export type FakePreapproval = {
  id: string;
  status: 'pending' | 'authorized' | 'paused' | 'cancelled';
  reason: string;
  external_reference: string;
  payer_email: string;
  back_url: string;
  init_point: string;
  auto_recurring: Record<string, unknown>;
  summarized: { charged_quantity: number };
  date_created: string;
  /** As Mercado Pago answers it: the start_date when one was given, else the creation. */
  next_payment_date: string;
};

export type FakePayment = {
  id: number;
  type: 'scheduled';
  preapproval_id: string;
  external_reference: string;
  status: 'processed' | 'recycling';
  transaction_amount: number;
  currency_id: 'ARS';
  payment: { id: number; status: 'approved' | 'rejected'; status_detail: string };
  date_created: string;
};

export type Notification = { topic: string; dataId: string };

export type FakeMercadoPagoOptions = {
  port?: number;
  accessToken: string;
  /** Where and how the notifications go (the app's /webhooks/mercadopago and its secret). */
  webhook?: { baseUrl: string; secret: string };
  /** The clock of the charges' date_created (default: real time); tests pass the app's clock. */
  now?: () => Date;
};

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const readBody = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  if (!text) return {};
  if ((req.headers['content-type'] ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  return JSON.parse(text) as Record<string, unknown>;
};
const htmlText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeMercadoPago(options: FakeMercadoPagoOptions) {
  const preapprovals = new Map<string, FakePreapproval>();
  const payments = new Map<number, FakePayment>();
  const byIdempotencyKey = new Map<string, string>();
  /** Notifications made and not sent yet (`notify` sends them). */
  const outbox: Notification[] = [];
  /** Every API request, for assertions on what the app sent. */
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let nextPayment = 7_000_000_001;
  let baseUrl = '';
  const clock = options.now ?? (() => new Date());
  /** Set by a test: the API answers a request only once this says yes (asked again every 10 ms). */
  let answerWhen: (() => Promise<boolean>) | null = null;

  const charge = (preapproval: FakePreapproval, status: 'approved' | 'rejected') => {
    const id = nextPayment++;
    const payment: FakePayment = {
      id,
      type: 'scheduled',
      preapproval_id: preapproval.id,
      external_reference: preapproval.external_reference,
      status: status === 'approved' ? 'processed' : 'recycling',
      transaction_amount: Number(preapproval.auto_recurring.transaction_amount),
      currency_id: 'ARS',
      payment: {
        id,
        status,
        status_detail: status === 'approved' ? 'accredited' : 'cc_rejected_insufficient_amount',
      },
      date_created: clock().toISOString(),
    };
    payments.set(id, payment);
    if (status === 'approved') preapproval.summarized.charged_quantity += 1;
    outbox.push({ topic: 'subscription_authorized_payment', dataId: String(id) });
    return payment;
  };

  /** Authorizing at the checkout: charged at once unless its start_date is ahead (a trial). */
  const authorize = (preapproval: FakePreapproval) => {
    preapproval.status = 'authorized';
    outbox.push({ topic: 'subscription_preapproval', dataId: preapproval.id });
    const start = preapproval.auto_recurring.start_date;
    if (!start || new Date(String(start)).getTime() <= clock().getTime()) charge(preapproval, 'approved');
  };

  const api = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
      return json(res, 401, { message: 'invalid access token', status: 401 });
    }
    const body = req.method === 'GET' ? {} : await readBody(req);
    while (answerWhen && !(await answerWhen())) {
      if (req.socket.destroyed) return; // the app gave up waiting
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    requests.push({ method: req.method ?? '', path, body });
    const [, resource, id] = path.split('/');
    if (resource === 'preapproval' && req.method === 'POST' && !id) {
      const key = String(req.headers['x-idempotency-key'] ?? '');
      const again = key && byIdempotencyKey.get(key);
      if (again) return json(res, 201, preapprovals.get(again));
      const recurring = body.auto_recurring as Record<string, unknown> | undefined;
      const missing = ['reason', 'external_reference', 'payer_email', 'back_url'].filter((f) => !body[f]);
      if (recurring?.frequency_type !== 'months' || !recurring.transaction_amount || missing.length > 0) {
        return json(res, 400, { message: `invalid preapproval: ${missing.join(', ')}`, status: 400 });
      }
      const newId = randomBytes(16).toString('hex');
      const preapproval: FakePreapproval = {
        id: newId,
        status: 'pending',
        reason: String(body.reason),
        external_reference: String(body.external_reference),
        payer_email: String(body.payer_email),
        back_url: String(body.back_url),
        init_point: `${baseUrl}/checkout/${newId}`,
        auto_recurring: recurring,
        summarized: { charged_quantity: 0 },
        date_created: clock().toISOString(),
        next_payment_date: String(recurring.start_date ?? clock().toISOString()),
      };
      preapprovals.set(newId, preapproval);
      if (key) byIdempotencyKey.set(key, newId);
      return json(res, 201, preapproval);
    }
    if (resource === 'preapproval' && id) {
      const preapproval = preapprovals.get(id);
      if (!preapproval) return json(res, 404, { message: 'preapproval not found', status: 404 });
      if (req.method === 'PUT') {
        const status = body.status as FakePreapproval['status'];
        if (!['authorized', 'paused', 'cancelled'].includes(status)) return json(res, 400, { status: 400 });
        if (preapproval.status !== status) {
          preapproval.status = status;
          outbox.push({ topic: 'subscription_preapproval', dataId: id });
        }
      }
      return json(res, 200, preapproval);
    }
    if (resource === 'authorized_payments' && id && req.method === 'GET') {
      const payment = payments.get(Number(id));
      return payment ? json(res, 200, payment) : json(res, 404, { message: 'not found', status: 404 });
    }
    return json(res, 404, { message: 'not found', status: 404 });
  };

  /** Sends (signed) every notification made so far, at real time + offsetMs. */
  const notify = async (offsetMs = 0) => {
    const sent = outbox.splice(0);
    const statuses: number[] = [];
    for (const n of sent) {
      if (!options.webhook) break;
      statuses.push(
        await sendSignedWebhook(options.webhook.baseUrl, {
          secret: options.webhook.secret,
          topic: n.topic,
          dataId: n.dataId,
          at: new Date(Date.now() + offsetMs),
        }),
      );
    }
    return { sent, statuses };
  };

  const checkoutPage = (p: FakePreapproval) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mercado Pago (local)</title></head>
<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem">
<h1>Mercado Pago (local de pruebas)</h1>
<p>${htmlText(p.reason)}: $ ${htmlText(String(p.auto_recurring.transaction_amount))} ARS por mes</p>
<p>Estado: ${htmlText(p.status)}</p>
<form method="post" action="/checkout/${p.id}/authorize"><button type="submit">Autorizar débito</button></form>
<p><a href="${htmlText(p.back_url)}">Volver sin pagar</a></p>
</body></html>`;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const run = async () => {
      if (path === '/health') return json(res, 200, { ok: true });
      const checkout = /^\/checkout\/([0-9a-f]+)(\/authorize)?$/.exec(path);
      if (checkout) {
        const preapproval = preapprovals.get(checkout[1]!);
        if (!preapproval) return json(res, 404, { message: 'not found' });
        if (!checkout[2]) {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(checkoutPage(preapproval));
        }
        if (preapproval.status === 'pending') authorize(preapproval);
        const back = new URL(preapproval.back_url);
        back.searchParams.set('preapproval_id', preapproval.id);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (path === '/__fake/notify' && req.method === 'POST') {
        const body = await readBody(req);
        return json(res, 200, await notify(Number(body.offsetMs ?? 0)));
      }
      if (path === '/__fake/charge' && req.method === 'POST') {
        const body = await readBody(req);
        const preapproval = preapprovals.get(String(body.preapprovalId));
        if (!preapproval) return json(res, 404, { message: 'not found' });
        return json(res, 200, charge(preapproval, body.status === 'rejected' ? 'rejected' : 'approved'));
      }
      if (path === '/__fake/preapprovals' && req.method === 'GET') {
        return json(res, 200, [...preapprovals.values()]);
      }
      return api(req, res, path);
    };
    run().catch((error: unknown) => json(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    preapprovals,
    payments,
    outbox,
    requests,
    authorize,
    charge,
    notify,
    answerOnlyWhen: (check: (() => Promise<boolean>) | null) => {
      answerWhen = check;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeMercadoPago = Awaited<ReturnType<typeof startFakeMercadoPago>>;
