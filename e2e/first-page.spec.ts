import { expect, type Page, test } from '@playwright/test';
import * as msg from '@servihogar/shared/messages';
import { signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

// Issue 15: the first page makes no call that must fail, logs no error, breaks no CSP rule, and
// cards show small fixed-size photos.

/** Console errors (a CSP violation is one) and the paths the page asked for. */
function watch(page: Page) {
  const errors: string[] = [];
  const paths: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return { errors, paths };
}

test('an anonymous visit calls no /auth/refresh and logs no error; a form validates without eval', async ({
  page,
}) => {
  const seen = watch(page);
  await openPage(page, '/');
  // The content shows only after the session check, so a refresh call would already be in the list.
  await expect(page.getByRole('heading', { name: '¿Qué servicio necesitás?' })).toBeVisible();
  expect(seen.paths).not.toContain('/auth/refresh');

  // The sign-in form validates with zod: under the CSP (no 'unsafe-eval') zod must not probe eval.
  await page.getByRole('link', { name: 'Iniciar Sesión' }).first().click();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Ingresar' }).click();
  await expect(main.getByText(msg.login.emailRequired)).toBeVisible();
  expect(seen.paths).not.toContain('/auth/refresh');
  expect(seen.errors).toEqual([]);
});

test('category cards show the 192 px thumbnail, sized and lazy', async ({ page }, testInfo) => {
  await signIn(page, '/login', 'cliente@servihogar.demo', 'Demo1234!');
  const seen = watch(page);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await page.goto('/dash/professionals/ninera');
  const photo = page.getByRole('main').getByRole('listitem').locator('img').first();
  await expect(photo).toHaveAttribute('srcset', /\/uploads\/avatars\/[\w-]+\.thumb\.webp 192w, /);
  await expect(photo).toHaveAttribute('src', /\.thumb\.webp$/);
  await expect(photo).toHaveAttribute('width', '96');
  await expect(photo).toHaveAttribute('height', '96');
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.thumb\.webp$/);
  expect(seen.errors).toEqual([]);
  await keepScreenshot(page, testInfo, 'category-375');
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await keepScreenshot(page, testInfo, 'category-1280');
});
