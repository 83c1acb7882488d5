import { IMAGE_MAX_SIDE_PX, UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { hasGpsIfd, hugeCanvasPng, noisyPng, phoneJpeg, solidImage } from '../../test/images.ts';
import { multipartBody } from '../../test/multipart.ts';
import { readSingleFile } from '../plugins/multipart.ts';
import { AppError } from './errors.ts';
import { processImageUpload } from './images.ts';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
const HTML = '<!doctype html><html><body><img src=x onerror="alert(1)"></body></html>';

async function rejection(input: Buffer): Promise<AppError> {
  const error = await processImageUpload(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('processImageUpload', () => {
  it('re-encodes a phone JPEG to WebP: upright, and without EXIF, GPS or any other metadata', async () => {
    const input = await phoneJpeg(300, 200);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(hasGpsIfd(before.exif!)).toBe(true);
    expect(before.icc).toBeDefined();

    const out = await processImageUpload(input);
    expect(out).toMatchObject({ contentType: 'image/webp', width: 200, height: 300 });
    const after = await sharp(out.data).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(out.data.includes('TestCam')).toBe(false);
  });

  it('accepts PNG, GIF and WebP by their bytes', async () => {
    for (const format of ['png', 'gif', 'webp'] as const) {
      const out = await processImageUpload(await solidImage(format, 64, 48));
      expect(out, format).toMatchObject({ contentType: 'image/webp', width: 64, height: 48 });
      expect((await sharp(out.data).metadata()).format).toBe('webp');
    }
  });

  it(`shrinks a large image to ${IMAGE_MAX_SIDE_PX} px on its longest side, and never enlarges`, async () => {
    const big = await processImageUpload(await solidImage('jpeg', 3000, 1500));
    expect(big).toMatchObject({ width: IMAGE_MAX_SIDE_PX, height: IMAGE_MAX_SIDE_PX / 2 });
    const tall = await processImageUpload(await solidImage('png', 1200, 3000));
    expect(Math.max(tall.width, tall.height)).toBe(IMAGE_MAX_SIDE_PX);
    expect(await sharp(tall.data).metadata()).toMatchObject({ width: tall.width, height: tall.height });
    expect(await processImageUpload(await solidImage('png', 20, 10))).toMatchObject({
      width: 20,
      height: 10,
    });
  });

  it('refuses anything that is not a JPG, PNG, WebP or GIF with 415', async () => {
    const notImages = [
      Buffer.from('hola, esto es texto'),
      Buffer.from(SVG),
      Buffer.from(`<?xml version="1.0"?>${SVG}`),
      Buffer.from(HTML),
      Buffer.from('%PDF-1.7\n'),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .tiff()
        .toBuffer(),
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .avif()
        .toBuffer(),
      Buffer.alloc(0),
    ];
    for (const input of notImages) {
      const error = await rejection(input);
      expect(error.statusCode).toBe(415);
      expect(error.message).toBe(msg.api.imageOnly);
    }
  });

  it('refuses a broken image with 415', async () => {
    const error = await rejection(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
    );
    expect(error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: msg.api.imageUnreadable });
  });

  it('refuses more than 5 MB, and a small file declaring a huge canvas, with 413', async () => {
    const big = await noisyPng(1500, 1400);
    expect(big.length).toBeGreaterThan(6_000_000);
    expect(await rejection(big)).toMatchObject({ code: 'TOO_LARGE', message: msg.api.tooLarge });
    const bomb = hugeCanvasPng(20_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect(await rejection(bomb)).toMatchObject({ code: 'TOO_LARGE', message: msg.api.imageTooManyPixels });
  });
});

describe('image upload through HTTP (readSingleFile + processImageUpload)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      routes: (app) => {
        app.post('/test/photo', async (request) => {
          const file = await readSingleFile(request, 'foto');
          const image = await processImageUpload(file.data);
          return {
            filename: file.filename,
            width: image.width,
            height: image.height,
            type: image.contentType,
          };
        });
      },
    });
  });
  afterAll(() => t?.close());

  const upload = (parts: Parameters<typeof multipartBody>[0]) =>
    t.app.inject({ method: 'POST', url: '/test/photo', ...multipartBody(parts) });

  it('sniffs the type from the bytes: a PNG named .jpg is accepted', async () => {
    const res = await upload([
      {
        field: 'foto',
        filename: 'foto.jpg',
        contentType: 'image/jpeg',
        data: await solidImage('png', 40, 30),
      },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ filename: 'foto.jpg', width: 40, height: 30, type: 'image/webp' });
  });

  it('refuses a text file named .png, an SVG and an HTML page with 415', async () => {
    for (const [filename, contentType, data] of [
      ['foto.png', 'image/png', 'no soy una imagen'],
      ['logo.svg', 'image/svg+xml', SVG],
      ['foto.jpg', 'image/jpeg', HTML],
    ] as const) {
      const res = await upload([{ field: 'foto', filename, contentType, data }]);
      expect(res.statusCode, filename).toBe(415);
      expect(res.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: msg.api.imageOnly });
    }
  });

  it('refuses files over 5 MB with 413, whether just over or far over the limit', async () => {
    const png = await solidImage('png', 40, 30);
    const justOver = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - png.length)]);
    const farOver = await noisyPng(1500, 1400);
    for (const data of [justOver, farOver]) {
      const res = await upload([{ field: 'foto', filename: 'big.png', contentType: 'image/png', data }]);
      expect(res.statusCode, String(data.length)).toBe(413);
      expect(res.json()).toEqual({ code: 'TOO_LARGE', message: msg.api.tooLarge });
    }
  });

  it('answers 400 when the file is missing, under another name, or the body is not multipart', async () => {
    const png = await solidImage('png', 4, 4);
    const missing = {
      code: 'VALIDATION',
      message: msg.api.fileRequired,
      fields: { foto: msg.api.fileRequired },
    };
    const noFile = await upload([{ field: 'nombre', data: 'Ana' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual(missing);
    const otherName = await upload([
      { field: 'imagen', filename: 'a.png', contentType: 'image/png', data: png },
    ]);
    expect(otherName.statusCode).toBe(400);
    expect(otherName.json()).toEqual(missing);
    const json = await t.app.inject({ method: 'POST', url: '/test/photo', payload: { foto: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(missing);
  });

  it('answers 400, not 500, for a truncated multipart body', async () => {
    const { payload, headers } = multipartBody([
      { field: 'foto', filename: 'a.png', contentType: 'image/png', data: await solidImage('png', 4, 4) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/test/photo',
      headers,
      payload: payload.subarray(0, 120),
    });
    expect(res.statusCode).toBe(400);
  });
});
