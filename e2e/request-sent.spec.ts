import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import * as msg from '@servihogar/shared/messages';
import { createClient, freshEmail, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { waitForMail } from './support/mail.ts';
import { demoProfilePath, PRO_NAME, requestCard } from './support/requests.ts';
import { atBothWidths, keepScreenshot, WIDTHS } from './support/screenshots.ts';

// Issue 48, item 1, at 375 px where it was seen: after Contratar → Ver datos the client is told the
// request went to the professional, finds it from there and from the menu, and the first mail is
// "Tu pedido a {nombre}" (with the rating link for later, which waits for the professional's answer).

const NOTICE = `Pedido enviado a ${PRO_NAME}: te avisamos cuando responda`;

test('after Ver datos a phone shows "Pedido enviado", leads to Mis solicitudes, and mails "Tu pedido a…"', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = freshEmail('pedido');
  await createClient(page.request, email, 'Secreta1');
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await signIn(page, '/login', email, 'Secreta1');

  // Mis solicitudes is in the phone's menu.
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const menu = page.getByRole('navigation', { name: 'Menú' });
  await expect(menu.getByRole('link', { name: 'Mis solicitudes' })).toHaveAttribute(
    'href',
    '/dash/misSolicitudes',
  );
  await keepScreenshot(page, testInfo, 'menu-375', { fullPage: false });
  await page.getByRole('button', { name: 'Cerrar menú' }).click();

  await openPage(page, await demoProfilePath(page));
  await page.getByRole('button', { name: 'Contratar' }).click();
  const terms = page.getByRole('dialog', { name: 'Términos y condiciones' });
  const need = `Cuidar a mi hija (${Date.now().toString(36)})`;
  await terms.getByRole('textbox', { name: '¿Qué necesitás?' }).fill(need);
  await terms.getByRole('checkbox', { name: /acepto los términos/ }).check();
  await terms.getByRole('button', { name: 'Ver datos' }).click();

  // The contact data say the request went out, with the way to follow it.
  const contact = page.getByRole('dialog', { name: 'Datos de contacto' });
  await expect(contact).toHaveAccessibleDescription(NOTICE);
  await expect(contact.getByText(NOTICE)).toBeVisible();
  await expect(contact).toContainText(/\+54 9 \d{10}/);
  await keepScreenshot(page, testInfo, 'contact-sent-375', { fullPage: false });
  const dialogAudit = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(dialogAudit.violations.map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await keepScreenshot(page, testInfo, 'contact-sent-1280', { fullPage: false });
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await contact.getByRole('link', { name: 'Mis solicitudes' }).click();
  await expect(page).toHaveURL(/\/dash\/misSolicitudes\?pedido=[0-9a-f-]{36}$/);
  const mine = requestCard(page, need);
  await expect(mine.getByTestId('request-state')).toHaveText('Nueva');
  // Nothing to rate before the professional accepts (item 2).
  await expect(mine.getByRole('link', { name: /Calificar/ })).toHaveCount(0);
  const listAudit = await new AxeBuilder({ page }).include('main').analyze();
  expect(listAudit.violations.map((v) => v.id)).toEqual([]);
  await atBothWidths(page, testInfo, 'mis-solicitudes-nueva');

  // At 1280 px it is in the header.
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Mis solicitudes' }),
  ).toBeVisible();

  // The first mail says the request went out, and keeps the rating link for later.
  const mail = await waitForMail(email, /^Tu pedido a /);
  expect(mail.subject).toBe(`Tu pedido a ${PRO_NAME}`);
  expect(mail.text).toContain(`Le enviamos tu pedido a ${PRO_NAME}`);
  const link = /https?:\/\/\S+\/calificacion/.exec(mail.text)?.[0];
  expect(link).toMatch(/\/dash\/professionals\/ninera\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/calificacion$/);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await openPage(page, new URL(link!).pathname);
  await expect(page.getByText(msg.rating.waiting)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar calificación' })).toHaveCount(0);
  await atBothWidths(page, testInfo, 'rating-waiting');
});
