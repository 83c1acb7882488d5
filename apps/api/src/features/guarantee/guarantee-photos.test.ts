import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn, TEST_PASSWORD } from '../../../test/accounts.ts';
import { expectUprightPrivateWebp, phoneJpeg, solidImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { requestLoopApp } from '../../../test/request-loop-app.ts';
import { guaranteeClaims } from '../../db/tables/guarantee-claims.table.ts';
import { hiredSolicitud } from './hired.testing.ts';

// A guarantee claim's photos (issue 45, decision 0066) through HTTP: up to 3, images only, re-encoded
// without EXIF, private to the claim's client, its professional and admins, gone with the account.

const descripcion = 'Rompió la canilla del baño al cambiar el cuerito.';

describe('guarantee claim photos', () => {
  const { ctx, parties, post, get } = requestLoopApp();

  type Parties = Awaited<ReturnType<typeof parties>>;
  const hired = (p: Parties) => hiredSolicitud(ctx.t.db, p);
  const claimWithPhotos = (who: SignedIn, id: string, photos: Buffer[], motivo = 'danos') => {
    const { payload, headers } = multipartBody([
      { field: 'motivo', data: motivo },
      { field: 'descripcion', data: descripcion },
      ...photos.map((data, n) => ({
        field: 'fotos',
        filename: `foto${n}.jpg`,
        contentType: 'image/jpeg',
        data,
      })),
    ]);
    return ctx.t.app.inject({
      method: 'POST',
      url: `/solicitudes/${id}/garantia/fotos`,
      payload,
      headers: { ...headers, ...who.auth },
    });
  };
  const keysOf = async (codigo: string) =>
    (await ctx.t.db.select().from(guaranteeClaims).where(eq(guaranteeClaims.codigo, codigo)))[0]!.fotoKeys;

  it('takes up to 3 photos, re-encoded as WebP without EXIF, for the client, the professional and admins only', async () => {
    const p = await parties();
    const id = await hired(p);
    const photos = [await phoneJpeg(), await solidImage('png'), await solidImage('webp')];
    const res = await claimWithPhotos(p.client, id, photos);
    expect(res.statusCode).toBe(201);
    const { codigo } = res.json();
    const paths = [0, 1, 2].map((n) => `/garantias/${codigo}/fotos/${n}`);

    const [mine] = (await get(p.client, '/garantias/mine')).json().claims;
    expect(mine).toMatchObject({ codigo, descripcion, fotos: paths });
    const [theirs] = (await get(p.provider, '/garantias/mine')).json().claims;
    expect(theirs.fotos).toEqual(paths);
    const queued = (await get(ctx.admin, '/garantias')).json().claims;
    expect(queued.find((c: { codigo: string }) => c.codigo === codigo).fotos).toEqual(paths);

    for (const who of [p.client, p.provider, ctx.admin])
      await expectUprightPrivateWebp(await get(who, paths[0]!));
    expect((await get(p.provider, paths[2]!)).statusCode).toBe(200);

    const stranger = await signIn(ctx.t.app, await createAccount(ctx.t.db, { roles: ['Cliente'] }));
    const otherPro = await parties();
    for (const who of [stranger, otherPro.provider]) {
      expect((await get(who, paths[0]!)).statusCode).toBe(404);
    }
    expect((await get(null, paths[0]!)).statusCode).toBe(401);
    // A photo the claim does not have, or a claim that does not exist.
    expect((await get(p.client, `/garantias/${codigo}/fotos/3`)).statusCode).toBe(400);
    expect((await get(p.client, '/garantias/GAR-2026-99999999/fotos/0')).statusCode).toBe(404);
  });

  it('refuses a 4th photo, a non-image and a too big one in Spanish, keeping nothing', async () => {
    const p = await parties();
    const id = await hired(p);
    const png = await solidImage('png');
    const before = await ctx.t.db.select().from(guaranteeClaims);

    const four = await claimWithPhotos(p.client, id, [png, png, png, png]);
    expect(four.statusCode).toBe(400);
    expect(four.json()).toMatchObject({
      message: msg.guarantee.photosMax,
      fields: { fotos: msg.guarantee.photosMax },
    });
    const five = await claimWithPhotos(p.client, id, [png, png, png, png, png]);
    expect(five.statusCode).toBe(400);
    expect(five.json().message).toBe(msg.guarantee.photosMax);

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const notImage = await claimWithPhotos(p.client, id, [png, pdf]);
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toMatchObject({
      message: msg.conversations.photoOnly,
      fields: { fotos: msg.conversations.photoOnly },
    });
    const gif = await claimWithPhotos(p.client, id, [await solidImage('gif')]);
    expect(gif.statusCode).toBe(415);
    const big = await claimWithPhotos(p.client, id, [Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(msg.api.tooLarge);

    // The fields are checked as in JSON, and the multipart route needs a photo.
    const short = multipartBody([
      { field: 'motivo', data: 'nada' },
      { field: 'descripcion', data: 'corta' },
      { field: 'fotos', filename: 'a.png', contentType: 'image/png', data: png },
    ]);
    const invalid = await ctx.t.app.inject({
      method: 'POST',
      url: `/solicitudes/${id}/garantia/fotos`,
      payload: short.payload,
      headers: { ...short.headers, ...p.client.auth },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({
      motivo: msg.guarantee.motivoRequired,
      descripcion: msg.guarantee.descripcionRequired,
    });
    expect((await claimWithPhotos(p.client, id, [])).statusCode).toBe(400);

    // Only its client; nobody else's photos are even decoded.
    expect((await claimWithPhotos(p.provider, id, [png])).statusCode).toBe(404);
    expect(await ctx.t.db.select().from(guaranteeClaims)).toHaveLength(before.length);

    // The JSON route still works without photos.
    const json = await post(p.client, `/solicitudes/${id}/garantia`, { motivo: 'danos', descripcion });
    expect(json.statusCode).toBe(201);
    expect(await keysOf(json.json().codigo)).toEqual([]);
    // A refused claim (one is open) leaves no photo behind.
    const again = await claimWithPhotos(p.client, id, [png]);
    expect(again.statusCode).toBe(409);
    expect(await keysOf(json.json().codigo)).toEqual([]);
  });

  it('lists the photos in the export and deletes them with the client’s or the professional’s account', async () => {
    const png = await solidImage('png');
    const p = await parties();
    const { codigo } = (await claimWithPhotos(p.client, await hired(p), [png, png])).json();
    const keys = await keysOf(codigo);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await ctx.t.files.get(key)).toBeTruthy();

    const exported = (await get(p.client, '/account/export')).json();
    expect(exported.reclamosDeGarantia).toEqual([
      expect.objectContaining({
        codigo,
        descripcion,
        fotos: [0, 1].map((n) =>
          expect.stringMatching(new RegExp(`^https?://.+/garantias/${codigo}/fotos/${n}$`)),
        ),
      }),
    ]);

    const gone = await ctx.t.app.inject({
      method: 'DELETE',
      url: '/account',
      headers: p.client.auth,
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode).toBe(200);
    // The claim stays on the professional's record, without the client's photos.
    expect(await keysOf(codigo)).toEqual([]);
    for (const key of keys) expect(await ctx.t.files.get(key)).toBeFalsy();
    expect((await get(p.provider, `/garantias/${codigo}/fotos/0`)).statusCode).toBe(404);

    // The professional's account: the claims on its work go with its profile, and their photos.
    const q = await parties();
    const second = (await claimWithPhotos(q.client, await hired(q), [png])).json().codigo;
    const [key] = await keysOf(second);
    const proGone = await ctx.t.app.inject({
      method: 'DELETE',
      url: '/account',
      headers: q.provider.auth,
      payload: { password: TEST_PASSWORD },
    });
    expect(proGone.statusCode).toBe(200);
    expect(await ctx.t.db.select().from(guaranteeClaims).where(eq(guaranteeClaims.codigo, second))).toEqual(
      [],
    );
    expect(await ctx.t.files.get(key!)).toBeFalsy();
  });
});
