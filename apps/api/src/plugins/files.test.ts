import { msg } from '@servihogar/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('file storage (disk)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t?.close());

  it('stores, reads and deletes a file', async () => {
    await t.files.put('photos/a.png', PNG, 'image/png');
    expect(await t.files.get('photos/a.png')).toEqual({ data: PNG, contentType: 'image/png' });
    await t.files.delete('photos/a.png');
    expect(await t.files.get('photos/a.png')).toBeNull();
  });

  it('refuses keys that could leave the storage, and mismatched types', async () => {
    for (const key of ['../x.png', 'a/../../x.png', '/abs.png', 'a//b.png', 'noext', 'x.exe']) {
      await expect(t.files.put(key, PNG, 'image/png'), key).rejects.toThrow();
      expect(await t.files.get(key)).toBeNull();
    }
    await expect(t.files.put('a.webp', PNG, 'image/png')).rejects.toThrow();
  });

  it('serves public files at /uploads with an immutable cache', async () => {
    await t.files.put('photos/b.png', PNG, 'image/png');
    expect(t.files.publicUrl('photos/b.png')).toBe('/uploads/photos/b.png');
    const res = await t.app.inject({ url: '/uploads/photos/b.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(PNG)).toBe(true);
  });

  it('never serves private files or unknown ones', async () => {
    await t.files.put('private/proofs/c.png', PNG, 'image/png');
    for (const url of [
      '/uploads/private/proofs/c.png',
      '/uploads/photos/missing.png',
      '/uploads/..%2Fjwt-secret',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: msg.api.notFound });
    }
  });
});
