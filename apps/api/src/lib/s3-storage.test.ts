import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { expectNotServed, expectRefusedKeys, PNG } from '../../test/file-storage.ts';
import { startS3Server, type TestS3 } from '../../test/s3-server.ts';
import { createS3Storage } from './s3-storage.ts';

describe('file storage (S3-compatible, against s3rver)', () => {
  let s3: TestS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await buildTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const storageOf = (overrides: Partial<{ bucket: string; accessKeyId: string }> = {}) =>
    createS3Storage({
      endpoint: s3.env.S3_ENDPOINT!,
      bucket: s3.env.S3_BUCKET!,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY!,
      ...overrides,
    });

  it('is chosen when S3_* is configured, and keeps files in the bucket, not on disk', async () => {
    await t.files.put('photos/a.png', PNG, 'image/png');
    expect(existsSync(join(t.config.DATA_DIR, 'uploads', 'photos', 'a.png'))).toBe(false);
    // Another client of the same bucket sees it: the file is in S3.
    expect(await storageOf().get('photos/a.png')).toEqual({ data: PNG, contentType: 'image/png' });
  });

  it('stores, reads, streams and deletes a file', async () => {
    await t.files.put('photos/x/b.png', PNG, 'image/png');
    expect(await t.files.get('photos/x/b.png')).toEqual({ data: PNG, contentType: 'image/png' });
    const stream = await t.files.stream('photos/x/b.png');
    expect(stream).toMatchObject({ contentType: 'image/png', size: PNG.length });
    const chunks: Buffer[] = [];
    for await (const chunk of stream!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PNG)).toBe(true);
    await t.files.delete('photos/x/b.png');
    expect(await t.files.get('photos/x/b.png')).toBeNull();
    expect(await t.files.stream('photos/x/b.png')).toBeNull();
    await expect(t.files.delete('photos/x/b.png')).resolves.toBeUndefined();
  });

  it('refuses keys that could leave the storage, and mismatched types', async () => {
    await expectRefusedKeys(t.files, ['a b.png']);
  });

  it('lists every key (backups) and checks the bucket answers (readiness)', async () => {
    await t.files.put('photos/list/uno.png', PNG, 'image/png');
    await t.files.put('private/proofs/dos.png', PNG, 'image/png');
    const keys: string[] = [];
    for await (const key of t.files.list()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining(['photos/list/uno.png', 'private/proofs/dos.png']));
    await expect(t.files.check()).resolves.toBeUndefined();
    await expect(storageOf({ bucket: 'no-such-bucket' }).check()).rejects.toThrow(/S3 HEAD bucket: HTTP 404/);
  });

  it('reports S3 errors instead of pretending the file was stored', async () => {
    await expect(storageOf({ bucket: 'no-such-bucket' }).put('c.png', PNG, 'image/png')).rejects.toThrow(
      /S3 PUT/,
    );
    await expect(storageOf({ accessKeyId: 'UNKNOWN' }).put('c.png', PNG, 'image/png')).rejects.toThrow(/403/);
  });

  it('serves public files at the same /uploads URL as the disk storage, streamed from S3', async () => {
    await t.files.put('photos/d.png', PNG, 'image/png');
    expect(t.files.publicUrl('photos/d.png')).toBe('/uploads/photos/d.png');
    const res = await t.app.inject({ url: '/uploads/photos/d.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('never serves private files or unknown ones', async () => {
    await t.files.put('private/proofs/e.png', PNG, 'image/png');
    expect(await t.files.get('private/proofs/e.png')).not.toBeNull();
    await expectNotServed(t.app, [
      '/uploads/private/proofs/e.png',
      '/uploads/Private/proofs/e.png',
      '/uploads/photos/missing.png',
    ]);
  });
});
