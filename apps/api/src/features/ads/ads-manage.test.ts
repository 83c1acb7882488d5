import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { AD_FORM, adRequest } from '../../../test/ads.ts';
import { buildTestApp, NOW, type TestApp } from '../../../test/build-test-app.ts';
import { insertAd } from '../../../test/factories.ts';
import { solidImage } from '../../../test/images.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { accounts } from '../../db/tables/users.table.ts';

const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

describe('advertisement management', () => {
  let t: TestApp;
  let redactor: SignedIn;
  let png: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ now: () => NOW });
    redactor = await signIn(t.app, await createAccount(t.db, { roles: ['Redactor'] }));
    png = await solidImage('png', 3000, 600);
  });
  afterAll(() => t?.close());

  const create = (fields = AD_FORM, image: Buffer | null = png) =>
    t.app.inject(adRequest('POST', '/api/advertisements', fields, image, redactor.auth));
  const manage = async () =>
    (await t.app.inject({ url: '/api/advertisements/manage', headers: redactor.auth })).json();
  const publicIds = async () =>
    (await t.app.inject({ url: '/api/advertisement' })).json().map((ad: { _id: string }) => ad._id);

  it('creates an ad with its image bounded to twice the slot, served and listed with its state', async () => {
    const res = await create();
    expect(res.statusCode).toBe(201);
    const ad = res.json();
    expect(ad).toMatchObject({
      type: 'banner-horizontal',
      title: AD_FORM.title,
      linkUrl: AD_FORM.linkUrl,
      state: 'activa',
      paused: false,
      impressions: 0,
      clicks: 0,
      startsAt: null,
      endsAt: null,
    });
    expect(ad.imageUrl).toMatch(/^\/uploads\/ads\/[0-9a-f-]+\.webp$/);
    const stored = await t.app.inject({ url: ad.imageUrl });
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(1920);
    expect(meta.height).toBeLessThanOrEqual(288);

    const served = (await t.app.inject({ url: '/api/advertisement' })).json();
    expect(served).toContainEqual({
      _id: ad._id,
      type: 'banner-horizontal',
      imageUrl: ad.imageUrl,
      link: `/api/advertisements/${ad._id}/click`,
    });
    expect(await manage()).toContainEqual(ad);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, ad._id));
    expect(entry).toMatchObject({ action: 'ad.create', targetType: 'advertisement' });
  });

  it('says a 10 MB image is too big, naming the limit, rather than asking for an image (issue 29)', async () => {
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024, 1)]);
    const res = await create(AD_FORM, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'TOO_LARGE', message: msg.api.tooLarge });
  });

  it('refuses bad fields, a missing image and a file that is not an image, naming the field', async () => {
    const cases: [object, Buffer | null, string, string][] = [
      [{ ...AD_FORM, linkUrl: 'javascript:alert(1)' }, png, 'linkUrl', msg.ads.linkInvalid],
      [{ ...AD_FORM, linkUrl: 'ftp://example.com' }, png, 'linkUrl', msg.ads.linkInvalid],
      [{ ...AD_FORM, type: 'banner-gigante' }, png, 'type', msg.ads.typeRequired],
      [{ ...AD_FORM, title: 'a' }, png, 'title', msg.ads.titleLength],
      [
        { ...AD_FORM, startsAt: hours(2).toISOString(), endsAt: hours(1).toISOString() },
        png,
        'endsAt',
        msg.ads.endsBeforeStart,
      ],
      [{ ...AD_FORM, startsAt: 'mañana' }, png, 'startsAt', msg.ads.dateInvalid],
      [AD_FORM, null, 'image', msg.ads.imageRequired],
    ];
    for (const [fields, image, field, message] of cases) {
      const res = await create(fields, image);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field], field).toBe(message);
    }
    const html = await create(AD_FORM, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(html.statusCode).toBe(415);
    const big = await create(AD_FORM, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
  });

  it('serves only ads inside their dates and not paused; manage names each state', async () => {
    const scheduled = (await create({ ...AD_FORM, startsAt: hours(1).toISOString() })).json();
    const expired = (
      await create({ ...AD_FORM, startsAt: hours(-5).toISOString(), endsAt: hours(-1).toISOString() })
    ).json();
    const running = (
      await create({ ...AD_FORM, startsAt: hours(-1).toISOString(), endsAt: hours(1).toISOString() })
    ).json();
    expect([scheduled.state, expired.state, running.state]).toEqual(['programada', 'vencida', 'activa']);
    let ids = await publicIds();
    expect(ids).toContain(running._id);
    expect(ids).not.toContain(scheduled._id);
    expect(ids).not.toContain(expired._id);

    const paused = await t.app.inject({
      method: 'POST',
      url: `/api/advertisements/${running._id}/pause`,
      headers: redactor.auth,
    });
    expect(paused.json()).toMatchObject({ state: 'pausada', paused: true });
    ids = await publicIds();
    expect(ids).not.toContain(running._id);
    const popUps = (await t.app.inject({ url: '/api/advertisements' })).json();
    expect(popUps.map((a: { _id: string }) => a._id)).not.toContain(running._id);

    const resumed = await t.app.inject({
      method: 'POST',
      url: `/api/advertisements/${running._id}/resume`,
      headers: redactor.auth,
    });
    expect(resumed.json().state).toBe('activa');
    expect(await publicIds()).toContain(running._id);
  });

  it('edits fields without a new image, needs one to change slot, and deletes ad and file', async () => {
    const ad = (await create()).json();
    const url = `/api/advertisements/${ad._id}`;
    const edited = await t.app.inject(
      adRequest(
        'PUT',
        url,
        { ...AD_FORM, title: 'Nuevo título', linkUrl: 'http://otra.example.com' },
        null,
        redactor.auth,
      ),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Nuevo título',
      linkUrl: 'http://otra.example.com',
      imageUrl: ad.imageUrl,
    });

    const retype = await t.app.inject(
      adRequest('PUT', url, { ...AD_FORM, type: 'pop-up' }, null, redactor.auth),
    );
    expect(retype.statusCode).toBe(400);
    expect(retype.json().fields.image).toBe(msg.ads.imageRequired);
    const popUp = await t.app.inject(
      adRequest('PUT', url, { ...AD_FORM, type: 'pop-up' }, png, redactor.auth),
    );
    expect(popUp.statusCode).toBe(200);
    expect(popUp.json().imageUrl).not.toBe(ad.imageUrl);
    expect((await t.app.inject({ url: ad.imageUrl })).statusCode).toBe(404);
    const meta = await sharp((await t.app.inject({ url: popUp.json().imageUrl })).rawPayload).metadata();
    expect(meta.height).toBeLessThanOrEqual(426);

    const gone = await t.app.inject({ method: 'DELETE', url, headers: redactor.auth });
    expect(gone.statusCode).toBe(204);
    expect((await t.app.inject({ url: popUp.json().imageUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: redactor.auth })).statusCode).toBe(404);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, ad._id))).map(
      (e) => e.action,
    );
    expect(actions.sort()).toEqual(['ad.create', 'ad.delete', 'ad.update', 'ad.update']);
  });

  it('counts a click and redirects only to the stored link', async () => {
    const ad = (await create({ ...AD_FORM, linkUrl: 'https://destino.example.com/x?y=1' })).json();
    const click = () =>
      t.app.inject({ url: `/api/advertisements/${ad._id}/click?url=https://evil.example.com` });
    const res = await click();
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://destino.example.com/x?y=1');
    await click();
    const linkless = await insertAd(t.db, { link: null });
    expect((await t.app.inject({ url: `/api/advertisements/${linkless.id}/click` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/advertisements/no-es-un-id/click' })).statusCode).toBe(400);
    const row = (await manage()).find((a: { _id: string }) => a._id === ad._id);
    expect(row.clicks).toBe(2);
  });

  it('adds impressions in batches and ignores unknown ids; refuses oversized batches', async () => {
    const a = (await create()).json();
    const b = (await create()).json();
    const send = (views: object) =>
      t.app.inject({ method: 'POST', url: '/api/advertisements/impressions', payload: { views } });
    expect(
      (await send({ [a._id]: 3, [b._id]: 1, '00000000-0000-4000-8000-000000000000': 5 })).statusCode,
    ).toBe(204);
    expect((await send({ [a._id]: 2 })).statusCode).toBe(204);
    expect((await send({ [a._id]: 101 })).statusCode).toBe(400);
    expect((await send({ [a._id]: 0 })).statusCode).toBe(400);
    const rows = await manage();
    expect(rows.find((r: { _id: string }) => r._id === a._id).impressions).toBe(5);
    expect(rows.find((r: { _id: string }) => r._id === b._id).impressions).toBe(1);
  });

  it('gives no ads to a client with a Premium plan running, and ads again once it ended', async () => {
    const client = await createAccount(t.db, { roles: ['Cliente'], premiumUntil: hours(24) });
    const session = await signIn(t.app, client);
    for (const url of ['/api/advertisement', '/api/advertisements']) {
      expect((await t.app.inject({ url, headers: session.auth })).json()).toEqual([]);
    }
    const info = await t.app.inject({ url: `/auth/getInfo/${client.email}`, headers: session.auth });
    expect(info.json().premiumUntil).toBe(hours(24).toISOString());
    await t.db
      .update(accounts)
      .set({ premiumUntil: hours(-1) })
      .where(eq(accounts.id, client.id));
    expect(
      (await t.app.inject({ url: '/api/advertisement', headers: session.auth })).json().length,
    ).toBeGreaterThan(0);
    // A stale token is just a visitor.
    const stale = await t.app.inject({ url: '/api/advertisement', headers: { authorization: 'Bearer x' } });
    expect(stale.json().length).toBeGreaterThan(0);
  });
});

describe('impression batches per address', () => {
  it('are limited to 60 a minute', async () => {
    const t = await buildTestApp({ now: () => NOW });
    try {
      const ad = await insertAd(t.db);
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const payload = { views: { [ad.id]: 1 } };
        statuses.push(
          (await t.app.inject({ method: 'POST', url: '/api/advertisements/impressions', payload }))
            .statusCode,
        );
      }
      expect(statuses.slice(0, 60).every((s) => s === 204)).toBe(true);
      expect(statuses[60]).toBe(429);
    } finally {
      await t.close();
    }
  });
});
