import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as msg from '@servihogar/shared/messages';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PAGE, pwaOptions } from '../../pwa.config.ts';

const WEB = join(import.meta.dirname, '..', '..');
const manifest = pwaOptions.manifest || {};
const workbox = pwaOptions.workbox!;

/** PNG width and height from the IHDR chunk. */
function pngSize(path: string): string {
  const data = readFileSync(join(WEB, 'public', path));
  return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
}

describe('the installable app (manifest and service worker settings)', () => {
  it('has what Chromium needs to install it: names, start URL, standalone display, 192 and 512 icons', () => {
    expect(manifest).toMatchObject({
      name: 'ServiHogar',
      lang: 'es-AR',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.short_name!.length).toBeLessThanOrEqual(12);
    // The installed app's title bar takes the colour of the page's theme-color.
    expect(readFileSync(join(WEB, 'index.html'), 'utf8')).toContain(
      `<meta name="theme-color" content="${manifest.theme_color}" />`,
    );
    const icons = manifest.icons ?? [];
    for (const purpose of ['any', 'maskable']) {
      const sizes = icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes);
      expect(sizes, purpose).toEqual(['192x192', '512x512']);
    }
    // Each declared size is the real one.
    for (const icon of icons) expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
  });

  it('sends pages to the network and nothing else through the worker (no API answer is ever cached)', () => {
    expect(workbox.navigateFallback).toBeNull();
    expect(workbox.globIgnores).toContain('index.html');
    expect(workbox.globPatterns?.some((glob) => glob.includes('html') && !glob.includes('offline'))).toBe(
      false,
    );
    expect(workbox.runtimeCaching).toHaveLength(2);
    const [pages, scripts] = workbox.runtimeCaching!;
    expect(pages!.handler).toBe('NetworkOnly');
    expect(pages!.options?.precacheFallback?.fallbackURL).toBe(OFFLINE_PAGE);
    const matches = pages!.urlPattern as (options: { request: { mode: string } }) => boolean;
    expect(matches({ request: { mode: 'navigate' } })).toBe(true);
    expect(matches({ request: { mode: 'cors' } })).toBe(false);
    expect(matches({ request: { mode: 'same-origin' } })).toBe(false);
    // The only other route: the app's own hashed scripts left out of the precache, kept once used.
    expect(scripts!.handler).toBe('CacheFirst');
    const isScript = scripts!.urlPattern as (options: { url: URL; sameOrigin: boolean }) => boolean;
    const at = (path: string, sameOrigin = true) => isScript({ url: new URL(path, 'http://x'), sameOrigin });
    expect(at('/assets/metricas-page-Ab12.js')).toBe(true);
    expect(at('/assets/metricas-page-Ab12.js', false)).toBe(false);
    expect(at('/professionals')).toBe(false);
    expect(at('/api/complaints')).toBe(false);
    expect(at('/uploads/photo.webp')).toBe(false);
    // The page's script is a file, so the strict CSP (script-src 'self') holds; deferred, it never
    // holds up the first paint.
    expect(pwaOptions.injectRegister).toBe('script-defer');
  });

  it('has a Spanish offline page with the texts of messages.ts and no inline script', () => {
    const page = readFileSync(join(WEB, 'public', 'offline.html'), 'utf8');
    expect(page).toContain('<html lang="es">');
    for (const text of [msg.share.offlineTitle, msg.share.offlineText, msg.share.offlineRetry]) {
      expect(page).toContain(text);
    }
    expect(page.match(/<script[^>]*>/g)).toEqual(['<script src="/offline.js">']);
  });
});
