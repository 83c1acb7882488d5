import { randomBytes, randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { FileStorage } from '../src/lib/file-storage.ts';

/** A JPEG as a phone takes it: camera and GPS tags in EXIF, an ICC profile, and "rotate 90°" in its orientation. */
export function phoneJpeg(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '26/1 49/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '65/1 17/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

export function solidImage(
  format: 'png' | 'gif' | 'webp' | 'jpeg',
  width = 64,
  height = 48,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#36c' } })
    .toFormat(format)
    .toBuffer();
}

/** A real PNG of random pixels, stored uncompressed so it is about width × height × 3 bytes. */
export function noisyPng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Whether an EXIF block (as sharp's metadata gives it) has a GPS directory (tag 0x8825 in IFD0). */
export function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  for (let i = 0; i < u16(ifd0); i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny, valid PNG header that declares a huge canvas: a decompression bomb. */
export function hugeCanvasPng(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // grey
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(side + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG put under `private/<folder>/` as an upload would leave it: its key. */
export async function storedPrivatePng(files: FileStorage, folder: string): Promise<string> {
  const key = `private/${folder}/${randomUUID()}.png`;
  await files.put(key, await solidImage('png'), 'image/png');
  return key;
}

/**
 * Checks a served private photo made from `phoneJpeg()`: WebP, never cached, no EXIF, and turned
 * upright by its orientation (300×200 rotated is 200×300).
 */
export async function expectUprightPrivateWebp(file: {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}): Promise<void> {
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('image/webp');
  expect(file.headers['cache-control']).toBe('private, no-store');
  const meta = await sharp(file.rawPayload).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.exif).toBeUndefined();
  expect([meta.width, meta.height]).toEqual([200, 300]);
}
