import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import * as msg from '@servihogar/shared/messages';
import { openPage } from './support/gate.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

// Issue 16, part 6: the installable app. The service worker caches the shell (hashed JS/CSS, icons,
// the offline page), shows the Spanish offline page without a network, and never stores a page or an
// API answer.
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker is active and controls the page. */
async function serviceWorkerReady(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
    return registration.active!.scriptURL;
  });
}

/** Every URL the worker has stored, paths only. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

test('the manifest is served and Chromium finds the app installable', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium never offers to install from an incognito profile (what a test context is): a real one.
  const profile = mkdtempSync(join(tmpdir(), 'servihogar-pwa-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const response = await page.request.get('/manifest.webmanifest');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    expect(await response.json()).toMatchObject({
      name: 'ServiHogar',
      short_name: 'ServiHogar',
      lang: 'es-AR',
      start_url: '/',
      display: 'standalone',
      theme_color: '#c2410c',
    });

    await openPage(page, '/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    expect(await serviceWorkerReady(page)).toBe(`${baseURL}/sw.js`);
    // Chromium's own installability checks (what Lighthouse's "installable manifest" audit asked).
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

for (const [name, width] of Object.entries(WIDTHS)) {
  test(`without a network the Spanish offline page shows, and 'Reintentar' brings the app back (${name})`, async ({
    page,
    context,
  }, testInfo) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, '/');
    await serviceWorkerReady(page);

    await context.setOffline(true);
    await page.goto('/dash/complaints');
    await expect(page.getByRole('heading', { level: 1, name: msg.share.offlineTitle })).toBeVisible();
    await expect(page.getByText(msg.share.offlineText)).toBeVisible();
    await expect(page).toHaveURL(/\/dash\/complaints$/);
    await keepScreenshot(page, testInfo, `offline-${width}`);

    await context.setOffline(false);
    await page.getByRole('link', { name: msg.share.offlineRetry }).click();
    await expect(page.getByRole('heading', { level: 1, name: msg.share.offlineTitle })).toBeHidden();
    await expect(page.locator('#app-config')).toHaveCount(1);
    expect(cspViolations).toEqual([]);
  });
}

test('the worker stores the shell only: no page, no API answer', async ({ page }) => {
  await openPage(page, '/');
  await serviceWorkerReady(page);
  // Pages and API calls made while the worker controls the page.
  const categories = await page.evaluate(async () => (await fetch('/categories')).status);
  expect(categories).toBe(200);
  await openPage(page, '/complaints');
  await page.reload();
  await expect(page.locator('#app-config')).toHaveCount(1);

  const paths = await cachedPaths(page);
  expect(paths).toContain('/offline.html');
  expect(paths.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
  const allowed =
    /^\/(assets\/[\w.-]+\.(js|css|svg|png|webp|woff2)|icons\/[\w-]+\.png|favicon\.svg|offline\.(html|js)|manifest\.webmanifest)$/;
  expect(paths.filter((path) => !allowed.test(path))).toEqual([]);
});

// Issue 30: a first visit precaches the public and client pages only; a page of the staff is kept
// once it has been used.
test('the worker precaches no admin page, and keeps one once it is opened', async ({ page }) => {
  await openPage(page, '/');
  await serviceWorkerReady(page);
  const adminPage = /^\/assets\/professionals-registered-route-[\w-]+\.js$/;
  const precached = await cachedPaths(page);
  expect(precached.some((path) => /^\/assets\/login-page-[\w-]+\.js$/.test(path))).toBe(true);
  expect(precached.some((path) => adminPage.test(path))).toBe(false);

  const listedByWorker = await page.evaluate(async () =>
    /professionals-registered-route-/.test(await (await fetch('/sw.js')).text()),
  );
  expect(listedByWorker).toBe(false);
  // The admin's page script, imported as the router does when an admin opens the panel.
  const script = await page.evaluate(async () => {
    const entry = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .find((name) => /\/assets\/index-[\w-]+\.js$/.test(name))!;
    const source = await (await fetch(entry)).text();
    return source.match(/professionals-registered-route-[\w-]+\.js/)?.[0] ?? null;
  });
  expect(script).not.toBeNull();
  await page.evaluate(async (name) => {
    await import(/* @vite-ignore */ `/assets/${name}`);
  }, script!);
  await expect.poll(async () => (await cachedPaths(page)).some((path) => adminPage.test(path))).toBe(true);
});
