import * as msg from '@servihogar/shared/messages';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';

// What every file storage (disk, S3) must do alike, for their tests.

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Keys that could leave the storage, or that name no image type: every storage refuses them. */
const REFUSED_KEYS = ['../x.png', 'a/../../x.png', '/abs.png', 'a//b.png', 'noext', 'x.exe'];

/**
 * Each of REFUSED_KEYS and `moreKeys` is refused (nothing stored under it), and so is a content type
 * its extension contradicts.
 */
export async function expectRefusedKeys(files: TestApp['files'], moreKeys: string[] = []) {
  for (const key of [...REFUSED_KEYS, ...moreKeys]) {
    await expect(files.put(key, PNG, 'image/png'), key).rejects.toThrow();
    expect(await files.get(key)).toBeNull();
  }
  await expect(files.put('a.webp', PNG, 'image/png')).rejects.toThrow();
}

/** Each URL answers 404 with the JSON error model. */
export async function expectNotServed(app: TestApp['app'], urls: string[]) {
  for (const url of urls) {
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: msg.api.notFound });
  }
}
