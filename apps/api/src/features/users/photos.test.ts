import { IMAGE_MAX_SIDE_PX, UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn, signInAs } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertComment, insertProfessional } from '../../../test/factories.ts';
import { noisyPng, phoneJpeg, solidImage } from '../../../test/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { comments } from '../../db/tables/comments.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { accounts } from '../../db/tables/users.table.ts';
import { keyFromPublicUrl } from '../../lib/file-keys.ts';

describe('profile photos: PUT /professionals/editPhoto/{id} and /user/editPhoto/{id}', () => {
  const t = testAppOfSuite({ now: () => NOW });
  let admin: SignedIn;
  let owner: SignedIn;
  let ownerId: string;
  let professionalId: string;
  let client: SignedIn;
  let clientId: string;

  beforeAll(async () => {
    admin = await signInAs(t(), 'Admin');
    const account = await createAccount(t().db, { roles: ['Prestador', 'Cliente'] });
    ownerId = account.id;
    professionalId = (await insertProfessional(t().db, { now: NOW, accountId: account.id })).id;
    owner = await signIn(t().app, account);
    const clientAccount = await createAccount(t().db, { roles: ['Cliente'] });
    clientId = clientAccount.id;
    client = await signIn(t().app, clientAccount);
  });

  const upload = (
    url: string,
    file: { data: Buffer | string; filename: string; contentType: string },
    session?: SignedIn,
    field = 'file',
  ) => {
    const { payload, headers } = multipartBody([{ field, ...file }]);
    return t().app.inject({ method: 'PUT', url, payload, headers: { ...headers, ...(session?.auth ?? {}) } });
  };
  const photoUrl = () => `/professionals/editPhoto/${professionalId}`;
  const fotos = async () => {
    const [account] = await t()
      .db.select({ foto: accounts.foto })
      .from(accounts)
      .where(eq(accounts.id, ownerId));
    const [pro] = await t()
      .db.select({ foto: professionals.foto })
      .from(professionals)
      .where(eq(professionals.id, professionalId));
    return { account: account!.foto, professional: pro!.foto };
  };
  const stored = (url: string) => t().files.get(keyFromPublicUrl(url)!);

  it('stores a phone JPEG as upright WebP without EXIF/GPS, for the professional and its account', async () => {
    const comment = await insertComment(t().db, professionalId, { authorAccountId: ownerId, foto: null });
    const res = await upload(
      photoUrl(),
      { data: await phoneJpeg(), filename: 'foto.jpg', contentType: 'image/jpeg' },
      owner,
    );
    expect(res.statusCode).toBe(200);
    const { updatedProfessional, message } = res.json();
    expect(message).toBe(msg.photo.updated);
    expect(updatedProfessional.foto).toMatch(/^\/uploads\/photos\/[0-9a-f-]+\.webp$/);
    expect(await fotos()).toEqual({
      account: updatedProfessional.foto,
      professional: updatedProfessional.foto,
    });
    const [c] = await t().db.select().from(comments).where(eq(comments.id, comment.id));
    expect(c!.foto).toBe(updatedProfessional.foto);

    const served = await t().app.inject({ url: updatedProfessional.foto });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('replaces the photo with a PNG named .jpg, shrinks it to 1024 px, and deletes the old file', async () => {
    const before = (await fotos()).professional!;
    expect(await stored(before)).not.toBeNull();
    const png = await solidImage('png', 2048, 1024);
    const res = await upload(
      photoUrl(),
      { data: png, filename: 'foto.jpg', contentType: 'image/jpeg' },
      owner,
    );
    expect(res.statusCode).toBe(200);
    const after = res.json().updatedProfessional.foto;
    expect(after).not.toBe(before);
    expect(await stored(before)).toBeNull();
    expect((await t().app.inject({ url: before })).statusCode).toBe(404);
    const meta = await sharp((await stored(after))!.data).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: IMAGE_MAX_SIDE_PX, height: IMAGE_MAX_SIDE_PX / 2 });
  });

  it.each([
    [
      'a text file named .png',
      { data: 'hola, no soy una imagen', filename: 'x.png', contentType: 'image/png' },
      415,
    ],
    [
      'an SVG with a script',
      {
        data: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        filename: 'x.svg',
        contentType: 'image/svg+xml',
      },
      415,
    ],
    [
      'an HTML page',
      { data: '<!doctype html><script>alert(1)</script>', filename: 'x.jpg', contentType: 'image/jpeg' },
      415,
    ],
  ] as const)('refuses %s (%i) and keeps the old photo and the database', async (_case, file, status) => {
    const before = await fotos();
    const res = await upload(photoUrl(), { ...file }, owner);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await fotos()).toEqual(before);
    expect(await stored(before.professional!)).not.toBeNull();
  });

  it('refuses a 6 MB image with 413, keeping the old photo', async () => {
    const before = await fotos();
    const big = await noisyPng(1500, 1400);
    expect(big.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const res = await upload(
      photoUrl(),
      { data: big, filename: 'grande.png', contentType: 'image/png' },
      owner,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'TOO_LARGE', message: msg.api.tooLarge });
    expect(await fotos()).toEqual(before);
    expect(await stored(before.professional!)).not.toBeNull();
  });

  it('needs the file in the field `file`', async () => {
    const png = await solidImage('png');
    const res = await upload(
      photoUrl(),
      { data: png, filename: 'a.png', contentType: 'image/png' },
      owner,
      'foto',
    );
    expectFieldErrors(res, { file: msg.api.fileRequired });
  });

  it("lets an admin change a professional's photo; refuses other accounts and anonymous", async () => {
    const png = { data: await solidImage('png'), filename: 'a.png', contentType: 'image/png' };
    expect((await upload(photoUrl(), png, admin)).statusCode).toBe(200);
    const before = await fotos();
    expect((await upload(photoUrl(), png, client)).statusCode).toBe(403);
    expect((await upload(photoUrl(), png)).statusCode).toBe(401);
    expect(await fotos()).toEqual(before);
  });

  it('the account owner changes its own photo (its professional follows); no one else may', async () => {
    const png = { data: await solidImage('webp'), filename: 'a.webp', contentType: 'image/webp' };
    const own = await upload(`/user/editPhoto/${ownerId}`, png, owner);
    expect(own.statusCode).toBe(200);
    const { updatedUser, message } = own.json();
    expect(message).toBe(msg.photo.updated);
    expect(updatedUser).toMatchObject({ _id: ownerId, professionalId, isPrestador: true });
    expect(await fotos()).toEqual({ account: updatedUser.foto, professional: updatedUser.foto });

    const clientRes = await upload(`/user/editPhoto/${clientId}`, png, client);
    expect(clientRes.statusCode).toBe(200);
    expect(clientRes.json().updatedUser).toMatchObject({ _id: clientId, professionalId: null });
    expect((await upload(`/user/editPhoto/${clientId}`, png, owner)).statusCode).toBe(403);
    expect((await upload(`/user/editPhoto/${clientId}`, png, admin)).statusCode).toBe(403);
    expect((await upload(`/user/editPhoto/${clientId}`, png)).statusCode).toBe(401);
  });
});
