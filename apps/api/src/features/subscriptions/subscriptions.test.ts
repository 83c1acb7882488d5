import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn, signInAs } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { subscriptionForm } from '../../../test/business.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { noisyPng, phoneJpeg, solidImage } from '../../../test/images.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { subscriptions } from '../../db/tables/subscriptions.table.ts';

describe('subscriptions: creation, lists and the private payment proof', () => {
  const t = testAppOfSuite({ now: () => NOW });
  let admin: SignedIn;
  let client: SignedIn & { id: string };
  let other: SignedIn;
  let prestador: SignedIn & { id: string; professionalId: string };
  let png: Buffer;

  beforeAll(async () => {
    png = await solidImage('png');
    admin = await signInAs(t(), 'Admin');
    const clientAccount = await createAccount(t().db, {
      roles: ['Cliente'],
      nombre: 'Clara',
      apellido: 'Cliente',
    });
    client = { ...(await signIn(t().app, clientAccount)), id: clientAccount.id };
    other = await signInAs(t(), 'Cliente');
    const prestadorAccount = await createAccount(t().db, {
      roles: ['Prestador', 'Cliente'],
      nombre: 'Pablo',
      apellido: 'Cuenta',
    });
    const professional = await insertProfessional(t().db, {
      now: NOW,
      accountId: prestadorAccount.id,
      email: prestadorAccount.email,
      nombre: 'Pablo',
      apellido: 'Plomero',
    });
    prestador = {
      ...(await signIn(t().app, prestadorAccount)),
      id: prestadorAccount.id,
      professionalId: professional.id,
    };
  });

  const create = (
    who: SignedIn,
    fields: { personId: string; subscriptionPlan: string; type: string },
    proof: Parameters<typeof subscriptionForm>[1] = { data: png },
  ) => {
    const { payload, headers } = subscriptionForm(fields, proof);
    return t().app.inject({
      method: 'POST',
      url: '/subscriptions',
      payload,
      headers: { ...headers, ...who.auth },
    });
  };
  const premium = (id: string) => ({ personId: id, subscriptionPlan: 'premium', type: 'user' });

  it('a client pays premium: 201, pending, proof kept private as WebP', async () => {
    const res = await create(client, premium(client.id), {
      data: await phoneJpeg(),
      contentType: 'image/jpeg',
    });
    expect(res.statusCode).toBe(201);
    const { message, subscription } = res.json();
    expect(message).toBe(msg.subscription.created);
    expect(subscription).toEqual({
      _id: expect.any(String),
      userFullName: 'Clara Cliente',
      professionalFullName: null,
      professionalId: null,
      subscriptionPlan: 'premium',
      endDate: null,
      paymentStatus: 'pending',
      createdAt: NOW.toISOString(),
      type: 'user',
      proofUrl: `/subscriptions/${subscription._id}/proof`,
      method: 'transfer',
      mpStatus: null,
      firstChargeAt: null,
      mpMismatch: null,
      approvedAt: null,
      refundRequestedAt: null,
      refundedAt: null,
    });
    const [row] = await t().db.select().from(subscriptions).where(eq(subscriptions.id, subscription._id));
    expect(row!.paymentProofKey).toMatch(/^private\/proofs\/[0-9a-f-]{36}\.webp$/);
    expect(row!.accountId).toBe(client.id);
  });

  it('a provider pays a professional plan with its professional id or its account id', async () => {
    for (const personId of [prestador.professionalId, prestador.id]) {
      const res = await create(prestador, { personId, subscriptionPlan: 'trimestral', type: 'professional' });
      expect(res.statusCode).toBe(201);
      expect(res.json().subscription).toMatchObject({
        userFullName: 'Pablo Cuenta',
        professionalFullName: 'Pablo Plomero',
        professionalId: prestador.professionalId,
        subscriptionPlan: 'trimestral',
        type: 'professional',
      });
    }
  });

  it('refuses the wrong type, plan or person, and a provider account without a profile', async () => {
    const wrongType = await create(client, {
      personId: client.id,
      subscriptionPlan: 'mensual',
      type: 'professional',
    });
    expectFieldErrors(wrongType, { type: msg.subscription.wrongType });

    const wrongPlan = await create(client, {
      personId: client.id,
      subscriptionPlan: 'mensual',
      type: 'user',
    });
    expect(wrongPlan.json().fields).toEqual({ subscriptionPlan: msg.subscription.wrongPlan });
    const providerPremium = await create(prestador, premium(prestador.id));
    expect(providerPremium.json().fields).toEqual({ type: msg.subscription.wrongType });

    const unknownPlan = await create(client, {
      personId: client.id,
      subscriptionPlan: 'gratis',
      type: 'user',
    });
    expect(unknownPlan.statusCode).toBe(400);
    expect(Object.keys(unknownPlan.json().fields)).toEqual(['subscriptionPlan']);

    const someoneElse = await create(client, premium(prestador.id));
    expect(someoneElse.statusCode).toBe(403);
    expect(someoneElse.json().message).toBe(msg.subscription.wrongPerson);
    const othersProfessional = await create(prestador, {
      personId: '00000000-0000-4000-8000-000000000000',
      subscriptionPlan: 'mensual',
      type: 'professional',
    });
    expect(othersProfessional.statusCode).toBe(403);

    const bare = await createAccount(t().db, { roles: ['Prestador'] });
    const noProfile = await create(await signIn(t().app, bare), {
      personId: bare.id,
      subscriptionPlan: 'mensual',
      type: 'professional',
    });
    expect(noProfile.statusCode).toBe(409);
    expect(noProfile.json().message).toBe(msg.subscription.noProfessionalProfile);
  });

  it('needs the proof: missing 400, not an image 415, over 5 MB 413', async () => {
    const missing = await create(client, premium(client.id), null);
    expectFieldErrors(missing, { paymentProof: msg.subscription.proofRequired });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    for (const data of [svg, pdf, Buffer.from('hola')]) {
      const res = await create(client, premium(client.id), {
        data,
        filename: 'pago.png',
        contentType: 'image/png',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }

    for (const [w, h] of [
      [1330, 1320], // just over 5 MB: our own check
      [2000, 1500], // far over: cut off by the multipart limit
    ] as const) {
      const res = await create(client, premium(client.id), { data: await noisyPng(w, h) });
      expect(res.statusCode, `${w}×${h}`).toBe(413);
      expect(res.json().code).toBe('TOO_LARGE');
    }
    const unauthenticated = await t().app.inject({ method: 'POST', url: '/subscriptions' });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('GET /subscriptions (admin) lists all newest first; /mine only the caller’s', async () => {
    const all = await t().app.inject({ url: '/subscriptions', headers: admin.auth });
    expect(all.statusCode).toBe(200);
    const rows = all.json().subscriptions as { createdAt: string; _id: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const sorted = [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(rows.map((r) => r.createdAt)).toEqual(sorted.map((r) => r.createdAt));

    const mine = (await t().app.inject({ url: '/subscriptions/mine', headers: client.auth })).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((s: { userFullName: string }) => s.userFullName === 'Clara Cliente')).toBe(true);
    expect((await t().app.inject({ url: '/subscriptions/mine', headers: other.auth })).json()).toEqual([]);
  });

  it('the proof: the uploader and admins only; never through /uploads', async () => {
    const created = await create(client, premium(client.id));
    const id = created.json().subscription._id;
    const url = `/subscriptions/${id}/proof`;
    const get = (headers: Record<string, string> = {}) => t().app.inject({ url, headers });

    const own = await get(client.auth);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(own.rawPayload).metadata()).format).toBe('webp');
    expect((await get(admin.auth)).statusCode).toBe(200);
    expect((await get(other.auth)).statusCode).toBe(403);
    expect((await get(prestador.auth)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t().app.inject({ url: `/subscriptions/${unknown}/proof`, headers: other.auth })).statusCode,
    ).toBe(403);
    expect(
      (await t().app.inject({ url: `/subscriptions/${unknown}/proof`, headers: admin.auth })).statusCode,
    ).toBe(404);

    const [row] = await t().db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const key = row!.paymentProofKey!;
    expect(await t().files.get(key)).not.toBeNull();
    for (const guess of [
      `/uploads/${key}`,
      `/uploads/${key.replace('private', 'Private')}`,
      `/uploads/${key.replace('/', '%2F')}`,
    ]) {
      const res = await t().app.inject({ url: guess, headers: admin.auth });
      expect(res.statusCode, guess).toBe(404);
    }
  });

  it('has no test clock unless TEST_CLOCK is set', async () => {
    const res = await t().app.inject({ method: 'POST', url: '/__test/clock', payload: { offsetMs: 1000 } });
    expect(res.statusCode).toBe(404);
  });
});
