import { expect, type Page, test } from '@playwright/test';
import { createClient, freshEmail, signIn } from './support/accounts.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';
import { adminAction, listedProfessional } from './support/staff-api.ts';

// Issue 16, part 2: a client saves professionals, finds them at /dash/guardados and removes them.

const SAVE = /^Guardar en favoritos: /;

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a client saves professionals from a card and a profile, keeps an unlisted one, removes one', async ({
  page,
  request,
}, testInfo) => {
  // Staff calls go through `request`, whose cookies are not the page's (the page stays the client's).
  const suffix = Date.now().toString(36);
  const apellido = `Guardada${suffix}`;
  const proId = await listedProfessional(request, {
    nombre: 'Fabiana',
    apellido,
    email: freshEmail('favorita'),
    password: 'Secreta1',
  });
  const email = freshEmail('guarda');
  await createClient(page.request, email, 'Secreta1');
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await signIn(page, '/login', email, 'Secreta1');

  // A card's heart, with the keyboard: a toggle button beside the card's link.
  await page.goto('/dash/professionals/ninera');
  const heart = page.getByRole('main').getByRole('button', { name: SAVE }).first();
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const cardName = (await heart.getAttribute('aria-label'))!.replace(SAVE, '');
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await keepScreenshot(page, testInfo, 'category-hearts-1280', { fullPage: false });

  // The profile's heart, with the pointer.
  await page.goto(`/dash/professionals/plomero/${proId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Fabiana ${apellido}` })).toBeVisible();
  const profileHeart = page.getByRole('button', { name: `Guardar en favoritos: Fabiana ${apellido}` });
  await expect(profileHeart).toBeEnabled();
  await profileHeart.click();
  await expect(profileHeart).toHaveAttribute('aria-pressed', 'true');
  await keepScreenshot(page, testInfo, 'profile-heart-1280', { fullPage: false });

  // The header menu leads to the list: newest first.
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Guardados' }).click();
  await expect(page).toHaveURL(/\/dash\/guardados$/);
  const main = page.getByRole('main');
  const saved = main.getByRole('article');
  await expect(saved).toHaveCount(2);
  await expect(saved.first()).toHaveAccessibleName(`Fabiana ${apellido}`);
  await expect(main.getByRole('article', { name: cardName })).toBeVisible();

  // Unlisted (the admin suspends its alta): still saved, shown as not available, no link.
  await adminAction(request, 'suspenderAltaProf', proId);
  await page.reload();
  const unlisted = main.getByRole('article', { name: `Fabiana ${apellido}` });
  await expect(unlisted).toContainText('No disponible por ahora');
  await expect(unlisted.getByRole('link')).toHaveCount(0);
  const available = main.getByRole('article', { name: cardName });
  await expect(available.getByRole('link', { name: cardName })).toHaveAttribute(
    'href',
    /^\/dash\/professionals\/ninera\/[0-9a-f-]{36}$/,
  );
  await keepScreenshot(page, testInfo, 'guardados-1280');

  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await expect(unlisted).toBeVisible();
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await keepScreenshot(page, testInfo, 'guardados-375');

  // Removing one leaves the other.
  await available.getByRole('button', { name: `Quitar de guardados: ${cardName}` }).click();
  await expect(available).toHaveCount(0);
  await expect(saved).toHaveCount(1);
  await page.reload();
  await expect(saved).toHaveCount(1);
  await expect(unlisted).toBeVisible();

  await page.goto('/dash/professionals/ninera');
  await expect(page.getByRole('main').getByRole('button', { name: SAVE }).first()).toBeVisible();
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await keepScreenshot(page, testInfo, 'category-hearts-375', { fullPage: false });
});
