import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { auditLog } from '../../src/db/tables/audit.table.ts';
import { jobs } from '../../src/db/tables/jobs.table.ts';
import { mailOutbox } from '../../src/db/tables/mail-outbox.table.ts';
import { professionals } from '../../src/db/tables/professionals.table.ts';
import { subscriptions } from '../../src/db/tables/subscriptions.table.ts';
import { createAccount, type SignedIn, signIn, signInAdmin } from '../accounts.ts';
import { buildTestApp, type TestApp } from '../build-test-app.ts';
import { insertProfessional, type LifecycleState } from '../factories.ts';
import { openTransactions } from '../open-transactions.ts';
import { type FakeMercadoPago, startFakeMercadoPago } from './fake-mercadopago.ts';
import { signedWebhook, type WebhookInput } from './signed-webhook.ts';

export const MP_TOKEN = 'TEST-0000000000000000-000000-token';
export const MP_SECRET = 'secreto-de-webhooks-de-prueba';
export const PUBLIC_URL = 'https://servihogar.test';

/** A test app whose Mercado Pago is the local fake, its clock `ctx.clock` (reset to `start` before each test). */
export type MpApp = { t: TestApp; fake: FakeMercadoPago; clock: Date; admin: SignedIn };

export function mercadoPagoApp(start: Date, moreEnv?: () => Promise<Record<string, string>>): MpApp {
  const ctx = { clock: start } as MpApp;
  beforeAll(async () => {
    ctx.fake = await startFakeMercadoPago({ accessToken: MP_TOKEN, now: () => ctx.clock });
    ctx.t = await buildTestApp({
      now: () => ctx.clock,
      env: {
        MP_ACCESS_TOKEN: MP_TOKEN,
        MP_WEBHOOK_SECRET: MP_SECRET,
        MP_API_URL: ctx.fake.url,
        PUBLIC_URL,
        ...(await moreEnv?.()),
      },
    });
    // Decision 0051: the app never awaits Mercado Pago while holding a transaction. The stand-in
    // answers only when none is open: a call made inside one waits until the app's own timeout.
    ctx.fake.answerOnlyWhen(async () => (await openTransactions(ctx.t.database)) === 0);
    ctx.admin = (await signInAdmin(ctx.t)).admin;
  }, 180_000);
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.fake?.close();
  });
  beforeEach(() => {
    ctx.clock = start;
  });
  return ctx;
}

/** A Prestador signed in, its professional in `state`. */
export async function provider(ctx: MpApp, state: LifecycleState) {
  const account = await createAccount(ctx.t.db, { roles: ['Prestador'] });
  const professional = await insertProfessional(ctx.t.db, {
    now: ctx.clock,
    state,
    accountId: account.id,
    email: account.email,
  });
  return { account, professional, session: await signIn(ctx.t.app, account) };
}

export const startPaying = (ctx: MpApp, who: SignedIn, subscriptionPlan = 'mensual') =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/subscriptions/mercadopago',
    headers: who.auth,
    payload: { subscriptionPlan },
  });

/** The preapproval the fake made for our subscription `id`. */
export const preapprovalOf = (ctx: MpApp, id: string) =>
  [...ctx.fake.preapprovals.values()].find((p) => p.external_reference === id)!;

/** A professional whose trial is over starts paying and authorizes at the (fake) checkout. */
export async function authorizedAtCheckout(ctx: MpApp) {
  const payer = await provider(ctx, 'trialExpired');
  const { subscription } = (await startPaying(ctx, payer.session)).json();
  const preapproval = preapprovalOf(ctx, subscription._id);
  ctx.fake.authorize(preapproval);
  return { ...payer, subscription, preapproval };
}

/** Posts a signed notification (signed at the app's clock unless `at` says otherwise). */
export function postWebhook(ctx: MpApp, input: Omit<WebhookInput, 'secret'> & { secret?: string }) {
  const hook = signedWebhook({ secret: MP_SECRET, at: ctx.clock, ...input });
  return ctx.t.app.inject({ method: 'POST', url: hook.path, headers: hook.headers, payload: hook.body });
}

/** Runs the due jobs until none of Mercado Pago's is left waiting. */
export async function settle(ctx: MpApp) {
  for (let i = 0; i < 50; i += 1) {
    await ctx.t.app.jobs.runOnce();
    const waiting = await ctx.t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt)));
    if (waiting.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('jobs still waiting');
}

/** Sends every notification the fake made, signed at the app's clock, and applies them. */
export async function deliver(ctx: MpApp) {
  const sent = ctx.fake.outbox.splice(0);
  for (const n of sent) {
    const res = await postWebhook(ctx, { topic: n.topic, dataId: n.dataId });
    if (res.statusCode !== 200) throw new Error(`webhook answered ${res.statusCode}`);
  }
  await settle(ctx);
  return sent;
}

export const subscriptionRow = async (ctx: MpApp, id: string) =>
  (await ctx.t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
export const professionalRow = async (ctx: MpApp, id: string) =>
  (await ctx.t.db.select().from(professionals).where(eq(professionals.id, id)))[0]!;
export const mailsTo = async (ctx: MpApp, to: string) =>
  (await ctx.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((m) => m.subject);
export const auditOf = async (ctx: MpApp, id: string) =>
  (await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map((a) => a.action);
