import { describe, expect, it } from 'vitest';
import { testAppOfSuite } from '../../test/build-test-app.ts';
import { expectNotServed, expectRefusedKeys, PNG } from '../../test/file-storage.ts';
import { extensionOf, keyFromPublicUrl } from '../lib/file-keys.ts';

describe('file storage (disk)', () => {
  const t = testAppOfSuite();

  it('stores, reads and deletes a file', async () => {
    await t().files.put('photos/a.png', PNG, 'image/png');
    expect(await t().files.get('photos/a.png')).toEqual({ data: PNG, contentType: 'image/png' });
    await t().files.delete('photos/a.png');
    expect(await t().files.get('photos/a.png')).toBeNull();
  });

  it('refuses keys that could leave the storage, and mismatched types', async () => {
    await expectRefusedKeys(t().files);
  });

  it('serves public files at /uploads with an immutable cache', async () => {
    await t().files.put('photos/b.png', PNG, 'image/png');
    expect(t().files.publicUrl('photos/b.png')).toBe('/uploads/photos/b.png');
    const res = await t().app.inject({ url: '/uploads/photos/b.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-length']).toBe(String(PNG.length));
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const head = await t().app.inject({ method: 'HEAD', url: '/uploads/photos/b.png' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('streams a stored file and answers null for a missing one', async () => {
    await t().files.put('photos/s.png', PNG, 'image/png');
    const stream = await t().files.stream('photos/s.png');
    expect(stream).toMatchObject({ contentType: 'image/png', size: PNG.length });
    const chunks: Buffer[] = [];
    for await (const chunk of stream!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PNG)).toBe(true);
    expect(await t().files.stream('photos/none.png')).toBeNull();
    expect(await t().files.stream('../x.png')).toBeNull();
  });

  it('never serves private files or unknown ones', async () => {
    await t().files.put('private/proofs/c.png', PNG, 'image/png');
    await expectNotServed(t().app, [
      '/uploads/private/proofs/c.png',
      '/uploads/Private/proofs/c.png',
      '/uploads/photos/missing.png',
      '/uploads/..%2Fjwt-secret',
    ]);
  });
});

describe('file keys', () => {
  it('turns our public URLs back into keys, and nothing else', () => {
    expect(keyFromPublicUrl('/uploads/photos/a.webp')).toBe('photos/a.webp');
    expect(keyFromPublicUrl('/uploads/private/proofs/a.png')).toBe('private/proofs/a.png');
    for (const url of [
      'https://cdn.example/uploads/a.webp',
      '/uploads/../x.webp',
      '/other/a.webp',
      '',
      '/uploads/a.exe',
    ]) {
      expect(keyFromPublicUrl(url), url).toBeNull();
    }
  });

  it('knows the extension of each stored type', () => {
    expect(extensionOf('image/webp')).toBe('webp');
    expect(extensionOf('image/jpeg')).toBe('jpg');
    expect(extensionOf('text/html')).toBeUndefined();
  });
});
