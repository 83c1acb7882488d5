import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DAY_MS, TRIAL_DAYS } from '@servihogar/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, NOW, type TestApp } from '../../../test/build-test-app.ts';
import { insertAd, insertCategory, insertProfessional } from '../../../test/factories.ts';
import { createReadGate } from '../../cache/read-gate.ts';
import { professionals } from '../../db/tables/professionals.table.ts';

// Decisions 0018 (response cache per data version) and 0019 (load shedding), through HTTP.

describe('cached public reads', () => {
  let t: TestApp;
  let clock = NOW;
  beforeAll(async () => {
    t = await buildTestApp({ now: () => clock });
  });
  afterAll(() => t?.close());
  beforeEach(() => {
    clock = NOW;
  });

  const ids = async (url: string) =>
    (await t.app.inject({ url })).json().professionals.map((p: { _id: string }) => p._id) as string[];

  it('answers 304 to If-None-Match with the current ETag, and 200 with the body otherwise', async () => {
    await insertProfessional(t.db, { now: NOW, state: 'paid' });
    for (const url of ['/professionals', '/categories', '/api/advertisements']) {
      const first = await t.app.inject({ url });
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      // Weak: the plain, brotli and gzip copies are one answer.
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      const other = await t.app.inject({ url, headers: { 'if-none-match': '"otra"' } });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toBe(first.body);
    }
  });

  it('sends the cached answer brotli- or gzip-compressed as the client accepts, with the same ETag', async () => {
    await insertProfessional(t.db, { now: NOW, state: 'paid' });
    const plain = await t.app.inject({ url: '/professionals' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const cases = [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
    ] as const;
    for (const [accept, encoding, decompress] of cases) {
      for (let i = 0; i < 2; i++) {
        // The second time the compressed copy kept in the entry is sent.
        const res = await t.app.inject({ url: '/professionals', headers: { 'accept-encoding': accept } });
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(decompress(res.rawPayload).toString('utf8'), accept).toBe(plain.body);
      }
    }
    const identity = await t.app.inject({
      url: '/professionals',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    const notModified = await t.app.inject({
      url: '/professionals',
      headers: { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
  });

  it('shows a write at once, whoever made it (a direct database write bumps the version too)', async () => {
    const before = await ids('/professionals');
    const etag = (await t.app.inject({ url: '/professionals' })).headers.etag as string;
    const p = await insertProfessional(t.db, { now: NOW, state: 'trial' });
    expect(await ids('/professionals')).toEqual(expect.arrayContaining([...before, p.id]));
    const changed = await t.app.inject({ url: '/professionals', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);

    // The profile and the list both drop a professional taken off at once.
    expect((await t.app.inject({ url: `/professionals/${p.id}` })).statusCode).toBe(200);
    await t.db.update(professionals).set({ altaUsuario: false }).where(eq(professionals.id, p.id));
    expect(await ids('/professionals')).not.toContain(p.id);
    expect((await t.app.inject({ url: `/professionals/${p.id}` })).statusCode).toBe(404);

    await insertCategory(t.db, { type: 'Jardinería Fina', slug: 'jardineria-fina', status: 'aprobada' });
    const cats = (await t.app.inject({ url: '/categories' })).json() as { slug: string }[];
    expect(cats.map((c) => c.slug)).toContain('jardineria-fina');
  });

  it('keeps a cached profile across changes to other professionals only (embedded database)', async () => {
    const a = await insertProfessional(t.db, { now: NOW, state: 'trial' });
    const b = await insertProfessional(t.db, { now: NOW, state: 'trial', nombre: 'Berta' });
    const nameOf = async (id: string) => (await t.app.inject({ url: `/professionals/${id}` })).json().nombre;
    // A change the data version does not see (triggers off): only a recomputed profile shows it.
    const unseen = (nombre: string) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.update(professionals).set({ nombre }).where(eq(professionals.id, b.id));
      });
    expect(await nameOf(b.id)).toBe('Berta');
    await unseen('Oculta');

    await t.db.update(professionals).set({ calificacion: 4 }).where(eq(professionals.id, a.id));
    expect((await t.app.inject({ url: `/professionals/${a.id}` })).json().calificacion).toBe(4);
    // PGlite knows what each change touched; PostgreSQL's version row does not say: recomputed.
    expect(await nameOf(b.id)).toBe(t.database.kind === 'pglite' ? 'Berta' : 'Oculta');

    // A change to the categories may touch anyone's profile: recomputed.
    await insertCategory(t.db, { type: 'Tapicería', slug: 'tapiceria', status: 'aprobada' });
    expect(await nameOf(b.id)).toBe('Oculta');
    // And so does a change to the professional itself.
    await unseen('Oculta otra vez');
    await t.db.update(professionals).set({ calificacion: 5 }).where(eq(professionals.id, b.id));
    expect(await nameOf(b.id)).toBe('Oculta otra vez');
    // The id as typed, in capitals, is the same profile and the same cached answer.
    expect(await nameOf(b.id.toUpperCase())).toBe('Oculta otra vez');
    await unseen('Berta');
    await t.db.update(professionals).set({ calificacion: 3 }).where(eq(professionals.id, b.id));
    expect(await nameOf(b.id.toUpperCase())).toBe('Berta');
  });

  it('shows a verification badge at once, in the cards and under "Solo verificados"', async () => {
    const p = await insertProfessional(t.db, { now: NOW, state: 'trial' });
    const verified = '/professionals?verificados=true&limit=100';
    expect(await ids(verified)).not.toContain(p.id);
    await t.db.update(professionals).set({ identityVerified: true }).where(eq(professionals.id, p.id));
    expect(await ids(verified)).toContain(p.id);
    const card = (await t.app.inject({ url: `/professionals/${p.id}` })).json();
    expect(card.identidadVerificada).toBe(true);
  });

  it('drops a professional whose trial ends, with no write: the entry expires at the boundary', async () => {
    const p = await insertProfessional(t.db, { now: NOW, state: 'trial' }); // started 2 days ago
    const url = `/professionals?servicio=plomero&limit=100`;
    expect(await ids(url)).toContain(p.id);
    expect((await t.app.inject({ url: `/professionals/${p.id}` })).statusCode).toBe(200);
    const nearby = '/professionals/nearby?latitude=-26.8241&longitude=-65.2226';
    expect(await ids(nearby)).toContain(p.id);
    clock = new Date(NOW.getTime() + (TRIAL_DAYS - 2) * DAY_MS + 1);
    expect(await ids(url)).not.toContain(p.id);
    expect((await t.app.inject({ url: `/professionals/${p.id}` })).statusCode).toBe(404);
    expect(await ids(nearby)).not.toContain(p.id);
  });

  it('stops showing an ad when its window closes, with no write', async () => {
    const ad = await insertAd(t.db, { activeUntil: new Date(NOW.getTime() + 60_000) });
    const shown = async () =>
      ((await t.app.inject({ url: '/api/advertisements' })).json() as { _id: string }[]).map((a) => a._id);
    expect(await shown()).toContain(ad.id);
    clock = new Date(NOW.getTime() + 60_000);
    expect(await shown()).not.toContain(ad.id);
  });

  it('pages by cursor through every sort: the pages join into the whole list, no row twice', async () => {
    for (let i = 0; i < 7; i++)
      await insertProfessional(t.db, {
        now: NOW,
        state: 'paid',
        nombre: `Cursor${i % 3}`,
        calificacion: (i % 2) + 3.3,
        services: ['pintor'],
      });
    for (const sort of ['todos', 'mejorCalificacion', 'fechaCercana']) {
      const base = `/professionals?servicio=pintor&sort=${sort}`;
      const all = await ids(`${base}&limit=100`);
      expect(all.length).toBeGreaterThanOrEqual(7);
      const paged: string[] = [];
      let next: string | null = null;
      let pages = 0;
      do {
        const res = await t.app.inject({
          url: `${base}&limit=2${next ? `&cursor=${encodeURIComponent(next)}` : ''}`,
        });
        expect(res.statusCode).toBe(200);
        const body = res.json() as { professionals: { _id: string }[]; next: string | null };
        paged.push(...body.professionals.map((p) => p._id));
        next = body.next;
        pages++;
      } while (next && pages < 20);
      expect(paged, sort).toEqual(all);
    }
  });

  it('refuses a broken cursor, one of another sort, or a cursor with an offset (400)', async () => {
    await insertProfessional(t.db, { now: NOW, state: 'paid', services: ['pintor'] });
    await insertProfessional(t.db, { now: NOW, state: 'paid', services: ['pintor'] });
    const first = (await t.app.inject({ url: '/professionals?servicio=pintor&limit=1' })).json();
    expect(first.next).toEqual(expect.any(String));
    for (const url of [
      '/professionals?cursor=no-es-un-cursor',
      `/professionals?sort=fechaCercana&cursor=${first.next}`,
      `/professionals?offset=1&cursor=${first.next}`,
      `/professionals?cursor=${Buffer.from('{"s":"todos","k":["a","b","x"]}').toString('base64url')}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code, url).toBe('VALIDATION');
    }
  });
});

describe('load shedding', () => {
  let t: TestApp;
  let saturated = false;
  beforeAll(async () => {
    // A built web app, so its pages answer 200 (unbuilt, they would say so with a 503 of their own).
    t = await buildTestApp({
      underPressure: () => saturated,
      web: { 'index.html': '<!doctype html><title>ServiHogar</title>' },
    });
  });
  afterAll(() => t?.close());

  it('refuses public reads with 503 + Retry-After while saturated; health, pages and writes go on', async () => {
    saturated = true;
    for (const url of [
      '/professionals',
      '/categories',
      '/api/advertisements',
      '/professionals/nearby?latitude=1&longitude=1',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('2');
      expect(res.json().code, url).toBe('UNAVAILABLE');
    }
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    // A write is never shed: it reaches its own validation.
    const write = await t.app.inject({ method: 'POST', url: '/auth', payload: {} });
    expect(write.statusCode).not.toBe(503);
    // The web app's pages are not shed.
    expect((await t.app.inject({ url: '/dash/professionals' })).statusCode).toBe(200);

    saturated = false;
    expect((await t.app.inject({ url: '/professionals' })).statusCode).toBe(200);
  });
});

describe('read gate', () => {
  it('runs up to its concurrency, queues up to its queue, refuses the rest at once with 503', async () => {
    const gate = createReadGate({ concurrency: 1, queue: 1 });
    let release!: () => void;
    const blocker = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = gate.run(() => blocker.then(() => 1));
    const second = gate.run(async () => 2);
    expect([gate.active, gate.waiting]).toEqual([1, 1]);
    await expect(gate.run(async () => 3)).rejects.toMatchObject({ code: 'UNAVAILABLE', statusCode: 503 });
    release();
    expect(await Promise.all([first, second])).toEqual([1, 2]);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });
});
