import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import { keyFromPublicUrl } from './file-keys.ts';
import type { FileStorage } from './file-storage.ts';
import { replacePhoto } from './replace-photo.ts';

const OLD = { data: Buffer.from('old'), contentType: 'image/webp' };
const NEW = { data: Buffer.from('new'), contentType: 'image/webp' };

describe('replacePhoto', () => {
  let root: string;
  let files: FileStorage;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'servihogar-replace-'));
    files = createDiskStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  async function storedOld(): Promise<string> {
    const key = `photos/old-${Math.random().toString(16).slice(2)}.webp`;
    await files.put(key, OLD.data, OLD.contentType);
    return files.publicUrl(key);
  }
  const read = async (url: string) => (await files.get(keyFromPublicUrl(url)!))?.data.toString() ?? null;

  it('writes the new file, lets the caller save its URL, then deletes the old file', async () => {
    const oldUrl = await storedOld();
    const seen: { url: string; stored: string | null }[] = [];
    const newUrl = await replacePhoto(files, { oldUrl, image: NEW, folder: 'photos' }, async (url) => {
      // The new file is already there when the database is pointed at it; the old one still is.
      seen.push({ url, stored: await read(url) });
      expect(await read(oldUrl)).toBe('old');
    });
    expect(newUrl).toMatch(/^\/uploads\/photos\/[0-9a-f-]{36}\.webp$/);
    expect(seen).toEqual([{ url: newUrl, stored: 'new' }]);
    expect(await read(newUrl)).toBe('new');
    expect(await read(oldUrl)).toBeNull();
  });

  it('keeps the old photo, and removes the new file, when saving fails', async () => {
    const oldUrl = await storedOld();
    let attempted = '';
    const failure = replacePhoto(files, { oldUrl, image: NEW, folder: 'photos' }, async (url) => {
      attempted = url;
      throw new Error('db down');
    });
    await expect(failure).rejects.toThrow('db down');
    expect(await read(oldUrl)).toBe('old');
    expect(await read(attempted)).toBeNull();
  });

  it('keeps the old photo when the new file cannot be written', async () => {
    const oldUrl = await storedOld();
    const broken: FileStorage = { ...files, put: async () => Promise.reject(new Error('disk full')) };
    let saved = false;
    const failure = replacePhoto(broken, { oldUrl, image: NEW, folder: 'photos' }, async () => {
      saved = true;
    });
    await expect(failure).rejects.toThrow('disk full');
    expect(saved).toBe(false);
    expect(await read(oldUrl)).toBe('old');
  });

  it('works without a previous photo and never touches files that are not ours', async () => {
    const deleted: string[] = [];
    const watched: FileStorage = { ...files, delete: async (key) => void deleted.push(key) };
    for (const oldUrl of [
      null,
      undefined,
      '',
      'https://example.com/uploads/photos/a.webp',
      '/img/default.webp',
    ]) {
      await replacePhoto(watched, { oldUrl, image: NEW, folder: 'photos' }, async () => {});
    }
    expect(deleted).toEqual([]);
  });

  it('succeeds even if the old file cannot be deleted, and reports it', async () => {
    const oldUrl = await storedOld();
    const orphans: string[] = [];
    const stubborn: FileStorage = { ...files, delete: async () => Promise.reject(new Error('EPERM')) };
    const newUrl = await replacePhoto(stubborn, { oldUrl, image: NEW, folder: 'photos' }, async () => {}, {
      onOrphan: (key) => orphans.push(key),
    });
    expect(await read(newUrl)).toBe('new');
    expect(orphans).toEqual([keyFromPublicUrl(oldUrl)]);
  });
});
