import { expect, type Page, test } from '@playwright/test';
import * as msg from '@servihogar/shared/messages';
import type { ProfessionalDetail } from '@servihogar/shared/professionals';
import { roundToHalf } from '@servihogar/shared/ratings';
import { createClient, DEMO, freshEmail, signIn } from './support/accounts.ts';
import { waitForMail } from './support/mail.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

// Plaza Independencia, San Miguel de Tucumán: the demo professionals live around it.
test.use({ geolocation: { latitude: -26.8241, longitude: -65.2226 }, permissions: ['geolocation'] });

const NEARBY = 'Profesionales cerca tuyo';
const REQUEST_MAIL = /^Tu pedido a /;

async function professional(page: Page, id: string): Promise<ProfessionalDetail> {
  const response = await page.request.get(`/professionals/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ProfessionalDetail;
}

/** '4,5 de 5', as the profile shows a mean. */
const ratingText = (mean: number) => `${roundToHalf(mean).toLocaleString('es-AR')} de 5`;

async function openContactData(page: Page, shot?: () => Promise<void>) {
  await page.getByRole('button', { name: 'Contratar' }).click();
  const terms = page.getByRole('dialog', { name: 'Términos y condiciones' });
  await expect(terms).toContainText('10 días');
  await expect(terms).toContainText('6 meses');
  const seeData = terms.getByRole('button', { name: 'Ver datos' });
  await expect(seeData).toBeDisabled();
  await shot?.();
  await terms.getByRole('checkbox', { name: /acepto los términos/ }).check();
  await seeData.click();
  const contact = page.getByRole('dialog', { name: 'Datos de contacto' });
  await expect(contact).toBeVisible();
  return contact;
}

/** The page has no horizontal scroll (nothing wider than the viewport). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a client finds a nearby professional, hires, and the e-mail's rating link waits for the answer", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // A new client each run: comments and ratings are one per account.
  const email = freshEmail('contrata');
  const password = 'Secreta1';
  await createClient(page.request, email, password);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await signIn(page, '/login', email, password);

  // Home: the in-app question first, then the carousel of nearby professionals.
  const prompt = page.getByRole('dialog', { name: 'Usar tu ubicación' });
  await prompt.getByRole('button', { name: 'Permitir' }).click();
  const nearby = page.getByRole('region', { name: NEARBY });
  const nearbyCards = nearby.getByRole('link', { name: /km$/ });
  await expect(nearbyCards.first()).toBeVisible();
  await expect(nearbyCards.first()).toHaveAttribute(
    'href',
    /^\/dash\/professionals\/details\/[0-9a-f-]{36}$/,
  );
  await expect(nearbyCards.first()).toContainText(/a \d+,\d km/);
  await nearby.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'home-nearby-1280');

  // A category, sorted by rating, then the best-rated profile.
  await page
    .locator('#categorias')
    .getByRole('link', { name: /^Niñera/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Niñera' })).toBeVisible();
  await page.getByLabel('Ordenar por').selectOption({ label: 'Mejor calificación' });
  await expect(page).toHaveURL(/sort=mejorCalificacion/);
  const firstCard = page
    .getByRole('main')
    .getByRole('link', { name: /Disponible desde/ })
    .first();
  await expect(firstCard).toBeVisible();
  await firstCard.click();
  await expect(page).toHaveURL(/\/dash\/professionals\/ninera\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1)!;
  const before = await professional(page, id);
  const name = `${before.nombre} ${before.apellido}`;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(name);
  await expect(page.getByText(/^Disponible desde/)).toBeVisible();
  await expectNoOverflow(page);
  await keepScreenshot(page, testInfo, 'profile-1280');

  // Contratar → terms → Ver datos: the phone and a WhatsApp link.
  const contact = await openContactData(page);
  await expect(contact).toContainText(/\+54 9 \d{10}/);
  await expect(contact.getByRole('link', { name: 'Escribir por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/549\d{10}\?text=Hola%20/,
  );
  await expect(contact.getByRole('link', { name: 'Llamar' })).toHaveAttribute('href', /^tel:\+549\d{10}$/);
  await keepScreenshot(page, testInfo, 'contact-1280');
  await contact.getByRole('button', { name: 'Cerrar' }).click();

  // The same pages on a phone.
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await expectNoOverflow(page);
  await keepScreenshot(page, testInfo, 'profile-375');
  await openContactData(page, () => keepScreenshot(page, testInfo, 'terms-375'));
  await keepScreenshot(page, testInfo, 'contact-375');
  await page.keyboard.press('Escape');
  await page.goto('/');
  await expect(nearby.getByRole('link', { name: /km$/ }).first()).toBeVisible();
  await expectNoOverflow(page);
  await nearby.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'home-nearby-375');
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

  // The first mail says the request went out, to whom (issue 48), and carries the rating link.
  const mail = await waitForMail(email, REQUEST_MAIL);
  expect(mail.subject).toBe(`Tu pedido a ${name}`);
  expect(mail.text).toContain(name);
  const link = /https?:\/\/\S+\/calificacion/.exec(mail.text)?.[0];
  expect(link).toMatch(new RegExp(`/dash/professionals/ninera/${id}/[0-9a-f-]{36}/calificacion$`));
  // The link waits for the professional's answer: no rating of work not accepted (the whole loop,
  // up to the verified review, is requests.spec.ts).
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Calificar el servicio' })).toBeVisible();
  await expect(page.getByText(msg.rating.waiting)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar calificación' })).toHaveCount(0);

  // Mis solicitudes → the profile: nothing published, the mean unchanged.
  await page.getByRole('main').getByRole('link', { name: 'Mis solicitudes' }).click();
  const item = page.getByRole('article').filter({ hasText: name });
  await expect(item.first()).toContainText('Nueva');
  await expect(item.first().getByRole('link', { name: /Calificar/ })).toHaveCount(0);
  await item.first().getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const after = await professional(page, id);
  expect(after.comentarios).toHaveLength(before.comentarios.length);
  expect(after.calificacion).toBe(before.calificacion);
  await expect(page.getByTestId('profile-rating')).toHaveText(ratingText(after.calificacion));
});

test('a client who refuses the location sees no nearby carousel, also after a reload', async ({ page }) => {
  await signIn(page, '/login', DEMO.cliente, DEMO.password);
  const prompt = page.getByRole('dialog', { name: 'Usar tu ubicación' });
  await prompt.getByRole('button', { name: 'Ahora no' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('heading', { name: NEARBY })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('geolocationPermission'))).toBe('denied');

  await page.reload();
  // Once the session is back the home would ask again, if the refusal were forgotten.
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '¿Qué servicio necesitás?' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Usar tu ubicación' })).toBeHidden();
  await expect(page.getByRole('heading', { name: NEARBY })).toBeHidden();
});
