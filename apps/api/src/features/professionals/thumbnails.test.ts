import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { phoneJpeg, solidImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { keyFromPublicUrl } from '../../lib/file-keys.ts';
import { THUMBNAIL_PX } from '../../lib/thumbnails.ts';

describe('card thumbnails (issue 15): fotoMiniatura', () => {
  const t = testAppOfSuite({ now: () => NOW });
  let owner: SignedIn;
  let professionalId: string;

  beforeAll(async () => {
    const account = await createAccount(t().db, { roles: ['Prestador'] });
    professionalId = (await insertProfessional(t().db, { now: NOW, accountId: account.id })).id;
    owner = await signIn(t().app, account);
  });

  const uploadPhoto = async (data: Buffer) => {
    const { payload, headers } = multipartBody([
      { field: 'file', data, filename: 'foto.jpg', contentType: 'image/jpeg' },
    ]);
    const res = await t().app.inject({
      method: 'PUT',
      url: `/professionals/editPhoto/${professionalId}`,
      payload,
      headers: { ...headers, ...owner.auth },
    });
    expect(res.statusCode).toBe(200);
  };
  const publicProfile = async () => {
    const res = await t().app.inject({ url: `/professionals/${professionalId}` });
    expect(res.statusCode).toBe(200);
    return res.json() as { foto: string | null; fotoMiniatura: string | null };
  };

  it('is null while there is no photo', async () => {
    expect((await publicProfile()).fotoMiniatura).toBeNull();
  });

  it('is a 192 px square WebP made at upload, beside the photo, served for good', async () => {
    await uploadPhoto(await phoneJpeg());
    const { foto, fotoMiniatura } = await publicProfile();
    expect(fotoMiniatura).toBe(foto!.replace(/\.webp$/, '.thumb.webp'));
    // Written at upload, before anyone asked for it.
    expect(await t().files.get(keyFromPublicUrl(fotoMiniatura!)!)).not.toBeNull();

    const res = await t().app.inject({ url: fotoMiniatura! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: THUMBNAIL_PX, height: THUMBNAIL_PX });
    expect(res.rawPayload.length).toBeLessThan((await t().app.inject({ url: foto! })).rawPayload.length);
  });

  it('goes with the photo when the photo is replaced', async () => {
    const before = await publicProfile();
    await uploadPhoto(await solidImage('png', 600, 400));
    const after = await publicProfile();
    expect(after.fotoMiniatura).not.toBe(before.fotoMiniatura);
    expect(await t().files.get(keyFromPublicUrl(before.fotoMiniatura!)!)).toBeNull();
    expect((await t().app.inject({ url: after.fotoMiniatura! })).statusCode).toBe(200);
  });

  it('is made on first request for a photo stored before thumbnails existed', async () => {
    const key = 'photos/antigua-0001.webp';
    await t().files.put(
      key,
      await sharp(await solidImage('png', 500, 300))
        .webp()
        .toBuffer(),
      'image/webp',
    );
    const res = await t().app.inject({ url: '/uploads/photos/antigua-0001.thumb.webp' });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({
      width: THUMBNAIL_PX,
      height: THUMBNAIL_PX,
    });
    expect(await t().files.get('photos/antigua-0001.thumb.webp')).not.toBeNull();
  });

  it('is a 404 for a photo that does not exist', async () => {
    const res = await t().app.inject({ url: '/uploads/photos/no-existe.thumb.webp' });
    expect(res.statusCode).toBe(404);
  });
});
