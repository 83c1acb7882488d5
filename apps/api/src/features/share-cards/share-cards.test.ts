import * as msg from '@servihogar/shared/messages';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@servihogar/shared/share';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, NOW, type TestApp } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { solidImage } from '../../../test/images.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { jpegComment, withJpegComment } from './jpeg-comment.ts';
import { deleteShareCard, shareCardKey } from './share-cards.service.ts';

const SITE = 'https://servihogar.example';
const INDEX =
  '<!doctype html><html><head><title>ServiHogar</title><!--app-config--><!--page-meta--></head><body><div id="root"></div></body></html>';
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const HOSTILE_NAME = `"><script>alert(1)</script>`;
const HOSTILE_SURNAME = `$& $' </title><img src=x onerror=alert(2)>`;

const decode = (value: string) =>
  value
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The Open Graph / Twitter tags of a page, values decoded. */
function metaOf(body: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of body.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[key!] = decode(value!);
  }
  return tags;
}

describe('share cards: link-preview tags on profile URLs and their 1200×630 images', () => {
  let t: TestApp;
  let ana: Awaited<ReturnType<typeof insertProfessional>>;
  let hostile: Awaited<ReturnType<typeof insertProfessional>>;
  let hidden: Awaited<ReturnType<typeof insertProfessional>>;

  const page = async (url: string) => {
    const res = await t.app.inject({ url, headers: html });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    return res.body;
  };
  const imagePathOf = (body: string) => new URL(metaOf(body)['og:image']!).pathname;

  beforeAll(async () => {
    t = await buildTestApp({ now: () => NOW, web: { 'index.html': INDEX }, env: { PUBLIC_URL: SITE } });
    const photoKey = 'professionals/ana-photo.webp';
    await t.files.put(photoKey, await solidImage('webp', 400, 300), 'image/webp');
    ana = await insertProfessional(t.db, {
      now: NOW,
      nombre: 'Ana',
      apellido: 'Pérez',
      services: ['plomero', 'gasista'],
      calificacion: 4.4,
      foto: t.files.publicUrl(photoKey),
      instagram: 'ana.plomera',
    });
    hostile = await insertProfessional(t.db, {
      now: NOW,
      nombre: HOSTILE_NAME,
      apellido: HOSTILE_SURNAME,
      localidad: `Tafí & "Valle"`,
    });
    hidden = await insertProfessional(t.db, {
      now: NOW,
      nombre: 'Oculta',
      apellido: 'Pendiente',
      state: 'pending',
    });
  });
  afterAll(() => t?.close());

  it.each(['plomero', 'details'])(
    'writes the card of a listed professional on /dash/professionals/%s/{id}',
    async (alt) => {
      const path = `/dash/professionals/${alt}/${ana.id}`;
      const body = await page(path);
      const meta = metaOf(body);
      expect(meta['og:title']).toBe('Ana Pérez — Plomero · Gasista');
      expect(meta['og:description']).toBe(
        `4,5 de 5 · San Miguel de Tucumán, Tucumán. ${msg.share.invitation}`,
      );
      expect(meta['og:type']).toBe('profile');
      expect(meta['og:url']).toBe(`${SITE}${path}`);
      // Issue 44 item 4: the signed-out notice names the professional from these, before any read.
      expect([meta['profile:first_name'], meta['profile:last_name']]).toEqual(['Ana', 'Pérez']);
      expect(meta['og:image']).toMatch(new RegExp(`^${SITE}/share-cards/${ana.id}/[0-9a-f]{16}\\.jpg$`));
      expect(meta['og:image:width']).toBe('1200');
      expect(meta['og:image:height']).toBe('630');
      expect(meta['og:image:alt']).toBe('Tarjeta de Ana Pérez, Plomero · Gasista en ServiHogar');
      expect(meta['twitter:card']).toBe('summary_large_image');
      expect(meta['twitter:title']).toBe(meta['og:title']);
      expect(meta['twitter:image']).toBe(meta['og:image']);
      // No personal contact data anywhere in the page.
      for (const secret of [ana.numeroContacto, ana.email, ana.dni, 'ana.plomera']) {
        expect(body).not.toContain(secret);
      }
    },
  );

  it.each([
    ['any type', { accept: '*/*' }],
    ['no Accept header', {}],
  ])('gives the card to a link-preview crawler that accepts %s', async (_case, headers) => {
    const res = await t.app.inject({
      url: `/dash/professionals/plomero/${ana.id}`,
      headers: { ...headers, 'user-agent': 'WhatsApp/2.24.1 A' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(metaOf(res.body)['og:title']).toBe('Ana Pérez — Plomero · Gasista');
    // Files and API paths are still no pages.
    expect((await t.app.inject({ url: '/assets/missing.js', headers })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/unknown', headers })).statusCode).toBe(404);
  });

  it('keeps a hostile name inert: escaped data in the tags, no new element', async () => {
    const body = await page(`/dash/professionals/details/${hostile.id}`);
    const meta = metaOf(body);
    expect(meta['og:title']).toBe(`${HOSTILE_NAME} ${HOSTILE_SURNAME} — Plomero`);
    expect(meta['og:description']).toContain(`San Miguel de Tucumán, Tafí & "Valle"`);
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img');
    // Only the app-config data block is a script; the template is intact after the tags.
    expect(body.match(/<script/g)).toHaveLength(1);
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body).toContain('</head><body><div id="root"></div></body></html>');
    const image = await t.app.inject({ url: imagePathOf(body) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it.each([
    ['an unlisted professional', () => `/dash/professionals/plomero/${hidden.id}`],
    ['an unknown id', () => '/dash/professionals/plomero/00000000-0000-4000-8000-000000000000'],
    ['an id that is no UUID', () => '/dash/professionals/plomero/"><b>x'],
    ['a category page', () => '/dash/professionals/plomero'],
    ['the home page', () => '/'],
  ])('writes the site card for %s', async (_case, url) => {
    const body = await page(url());
    const meta = metaOf(body);
    expect(meta['og:title']).toBe(msg.share.siteTitle);
    expect(meta['og:description']).toBe(msg.share.siteDescription);
    expect(meta['og:type']).toBe('website');
    expect(meta['og:image']).toBe(`${SITE}/share-cards/servihogar.jpg`);
    expect(body).not.toContain('Oculta');
    expect(body).not.toContain('<b>');
  });

  it('serves the professional card as a 1200×630 JPEG with the photo, drawn once per version', async () => {
    const path = imagePathOf(await page(`/dash/professionals/plomero/${ana.id}`));
    const first = await t.app.inject({ url: path });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const { width, height, format } = await sharp(first.rawPayload).metadata();
    expect({ width, height, format }).toEqual({
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      format: 'jpeg',
    });
    // The centre of the round photo is the photo's blue (#36c), not the initials' brand colour.
    const { data } = await sharp(first.rawPayload)
      .extract({ left: 285, top: 315, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]!).toBeGreaterThan(150);
    expect(data[0]!).toBeLessThan(90);
    // Stored, with the version it shows: the second answer is read back rather than drawn again.
    const stored = await t.files.get(shareCardKey(ana.id));
    expect(stored?.data.equals(first.rawPayload)).toBe(true);
    expect(jpegComment(stored!.data)).toBe(path.split('/').at(-1)!.replace('.jpg', ''));
    // A stored file of the same version is what gets served (proof that nothing is drawn again).
    const marker = withJpegComment(await solidImage('jpeg', 1200, 630), jpegComment(stored!.data)!);
    await t.files.put(shareCardKey(ana.id), marker, 'image/jpeg');
    const second = await t.app.inject({ url: path });
    expect(second.rawPayload.equals(marker)).toBe(true);
  });

  it('draws a new card when the profile changes and sends the old URL to the new one', async () => {
    const before = imagePathOf(await page(`/dash/professionals/plomero/${ana.id}`));
    const old = await t.app.inject({ url: before });
    await t.db
      .update(professionals)
      .set({ calificacion: 2, localidad: 'Yerba Buena' })
      .where(eq(professionals.id, ana.id));
    const body = await page(`/dash/professionals/plomero/${ana.id}`);
    expect(metaOf(body)['og:description']).toMatch(/^2 de 5 · San Miguel de Tucumán, Yerba Buena\./);
    const after = imagePathOf(body);
    expect(after).not.toBe(before);
    const redirected = await t.app.inject({ url: before });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe(after);
    const fresh = await t.app.inject({ url: after });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.rawPayload.equals(old.rawPayload)).toBe(false);
    // One file per professional: the new card replaced the old one.
    expect((await t.files.get(shareCardKey(ana.id)))?.data.equals(fresh.rawPayload)).toBe(true);
    await deleteShareCard(t.files, ana.id);
    expect(await t.files.get(shareCardKey(ana.id))).toBeNull();
  });

  it('serves no card for unlisted or unknown professionals, nor for made-up files', async () => {
    const listed = imagePathOf(await page(`/dash/professionals/plomero/${ana.id}`));
    for (const url of [
      listed.replace(ana.id, hidden.id),
      '/share-cards/00000000-0000-4000-8000-000000000000/0123456789abcdef.jpg',
      `/share-cards/${ana.id}/..%2F..%2Fx.jpg`,
      `/share-cards/${ana.id}/x.png`,
    ]) {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    // The stored cards are private files: never served by /uploads.
    expect((await t.app.inject({ url: listed })).statusCode).toBe(200);
    expect(await t.files.get(shareCardKey(ana.id))).not.toBeNull();
    expect((await t.app.inject({ url: `/uploads/${shareCardKey(ana.id)}` })).statusCode).toBe(404);
  });

  it('serves the site card as a 1200×630 JPEG', async () => {
    const res = await t.app.inject({ url: '/share-cards/servihogar.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const { width, height } = await sharp(res.rawPayload).metadata();
    expect([width, height]).toEqual([SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]);
  });
});
