import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { tellAnswer } from '../../../test/answer-notice.ts';
import { buildTestApp, NOW, type TestApp } from '../../../test/build-test-app.ts';
import { jobsSettled } from '../../../test/jobs-settled.ts';
import { type PushService, startPushService } from '../../../test/push/push-service.ts';
import { pushSubscriptions } from '../../db/tables/push-subscriptions.table.ts';

// Web Push through HTTP and the jobs (issue 42, part 4): the key, the subscriptions, and a
// notification delivered to a local push service that checks the VAPID JWT and decrypts the body.

describe('Web Push', () => {
  let t: TestApp;
  let push: PushService;
  let ana: { id: string };
  let anaIn: SignedIn;
  let betoIn: SignedIn;

  beforeAll(async () => {
    t = await buildTestApp({ now: () => NOW, env: { PUBLIC_URL: 'https://servihogar.test' } });
    push = await startPushService(() => t.config.VAPID_PUBLIC_KEY);
    const a = await createAccount(t.db, { roles: ['Cliente'], nombre: 'Ana' });
    ana = { id: a.id };
    anaIn = await signIn(t.app, a);
    betoIn = await signIn(t.app, await createAccount(t.db, { roles: ['Cliente'] }));
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  const subscribe = (who: SignedIn | null, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/push/subscriptions',
      headers: who?.auth ?? {},
      payload: payload as object,
    });
  const unsubscribe = (who: SignedIn, endpoint: string) =>
    t.app.inject({ method: 'DELETE', url: '/push/subscriptions', headers: who.auth, payload: { endpoint } });
  const tell = (title: string) => tellAnswer(t.db, ana.id, title, NOW);
  const devicesOf = (accountId: string) =>
    t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.accountId, accountId));

  it('gives anyone the VAPID public key the browser subscribes with', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/push/key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: t.config.VAPID_PUBLIC_KEY });
    expect(res.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('keeps a subscription per device for signed-in people only, and refuses a malformed one', async () => {
    const { subscription } = push.subscribe();
    expect((await subscribe(null, subscription)).statusCode).toBe(401);
    const bad = await subscribe(anaIn, {
      ...subscription,
      keys: { p256dh: 'corta', auth: subscription.keys.auth },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.values(bad.json().fields)).toContain('La suscripción del navegador no es válida.');
    expect(
      (await subscribe(anaIn, { endpoint: 'javascript:alert(1)', keys: subscription.keys })).statusCode,
    ).toBe(400);
    expect((await subscribe(anaIn, subscription)).statusCode).toBe(204);
    // The same device again: still one row.
    expect((await subscribe(anaIn, subscription)).statusCode).toBe(204);
    expect(await devicesOf(ana.id)).toHaveLength(1);
    // Someone else cannot remove Ana's device; Ana can, once.
    expect((await unsubscribe(betoIn, subscription.endpoint)).statusCode).toBe(404);
    expect((await unsubscribe(anaIn, subscription.endpoint)).statusCode).toBe(204);
    expect((await unsubscribe(anaIn, subscription.endpoint)).statusCode).toBe(404);
    expect(await devicesOf(ana.id)).toHaveLength(0);
  });

  it('delivers a notification encrypted to every device, and drops the one its push service says is gone', async () => {
    const phone = push.subscribe();
    const laptop = push.subscribe();
    expect((await subscribe(anaIn, phone.subscription)).statusCode).toBe(204);
    expect((await subscribe(anaIn, laptop.subscription)).statusCode).toBe(204);

    const first = await tell('Respondieron tu pedido');
    await jobsSettled(t, NOW);
    expect(push.refusals).toEqual([]);
    const expected = {
      title: 'Respondieron tu pedido',
      body: 'Raúl aceptó tu pedido.',
      url: '/dash/misSolicitudes',
      tag: first.id,
    };
    expect(push.received(phone.id).map((text) => JSON.parse(text))).toEqual([expected]);
    expect(push.received(laptop.id).map((text) => JSON.parse(text))).toEqual([expected]);

    // The laptop's browser unsubscribed: its push service answers 410 and the server forgets it.
    push.answer(laptop.id, 410);
    await tell('Otra respuesta');
    await jobsSettled(t, NOW);
    expect(push.received(phone.id).map((text) => JSON.parse(text).title)).toEqual([
      'Respondieron tu pedido',
      'Otra respuesta',
    ]);
    expect((await devicesOf(ana.id)).map((d) => d.endpoint)).toEqual([phone.subscription.endpoint]);

    // A 404 is as final as a 410: no device left, so nothing more is queued for push.
    push.answer(phone.id, 404);
    await tell('Tercera');
    await jobsSettled(t, NOW);
    expect(await devicesOf(ana.id)).toEqual([]);
  });
});
