import { expect, type Page } from '@playwright/test';
import { createClient, freshEmail, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { test } from './support/people.ts';
import { atBothWidths, keepScreenshot, WIDTHS } from './support/screenshots.ts';
import { listedProfessional, verifyByMail } from './support/staff-api.ts';

// Issue 42, part 3: a client's request rings the professional's bell; the professional opens it,
// follows the notification and clears the bell with "Marcar todo como leído"; the preferences in
// Mi Perfil keep the e-mail switch and the quiet hours. The client is on a phone.

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
const panel = (page: Page) => page.getByRole('region', { name: 'Tus notificaciones' });

test('a request makes the bell count rise; opening it and "Marcar todo como leído" clears it', async ({
  pro,
  client,
}, testInfo) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const person = {
    nombre: 'Nora',
    apellido: `Campana${suffix}`,
    email: freshEmail('campana'),
    password: 'Secreta1',
  };
  const proId = await listedProfessional(pro.request, person);
  await verifyByMail(pro.request, person.email);
  await signIn(pro, '/signin', person.email, person.password);
  await expect(bell(pro)).toHaveAccessibleName('Notificaciones');
  // Nothing yet: the panel says so.
  await bell(pro).click();
  await expect(panel(pro).getByText('No tenés notificaciones.')).toBeVisible();
  await pro.keyboard.press('Escape');
  await expect(panel(pro)).toBeHidden();
  await expect(bell(pro)).toBeFocused();

  // A client on a phone asks for the professional's contact data: a new request.
  const email = freshEmail('timbre');
  await createClient(client.request, email, 'Secreta1');
  await client.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await signIn(client, '/login', email, 'Secreta1');
  await openPage(client, `/dash/professionals/plomero/${proId}`);
  await client.getByRole('button', { name: 'Contratar' }).click();
  const terms = client.getByRole('dialog', { name: 'Términos y condiciones' });
  await terms.getByRole('checkbox', { name: /acepto los términos/ }).check();
  await terms.getByRole('button', { name: 'Ver datos' }).click();
  await expect(client.getByRole('dialog', { name: 'Datos de contacto' })).toBeVisible();
  // The client's bell is there too, and quiet.
  await openPage(client, '/dash/notificaciones');
  await expect(client.getByText('No tenés notificaciones.')).toBeVisible();
  await expect(bell(client)).toHaveAccessibleName('Notificaciones');
  await keepScreenshot(client, testInfo, 'notifications-empty-375');

  // The professional's open page hears it (GET /events): the bell counts it without a reload.
  await expect(bell(pro)).toHaveAccessibleName('Notificaciones, 1 sin leer');
  await expect(bell(pro)).toContainText('1');

  // Opened with the keyboard: the latest notification, leading to the request in the inbox.
  await bell(pro).focus();
  await pro.keyboard.press('Enter');
  const item = panel(pro).getByRole('link', { name: /Pedido nuevo de/ });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Sin leer');
  await keepScreenshot(pro, testInfo, 'bell-open-1280', { fullPage: false });
  await pro.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await keepScreenshot(pro, testInfo, 'bell-open-375', { fullPage: false });
  const box = (await panel(pro).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTHS.mobile);
  await pro.setViewportSize({ width: WIDTHS.desktop, height: 900 });

  await panel(pro).getByRole('button', { name: 'Marcar todo como leído' }).click();
  await expect(bell(pro)).toHaveAccessibleName('Notificaciones');
  await expect(panel(pro).getByRole('button', { name: 'Marcar todo como leído' })).toBeDisabled();
  await expect(item).not.toContainText('Sin leer');
  await item.click();
  await expect(pro).toHaveURL(/\/dash\/pedidos\?pedido=[0-9a-f-]{36}$/);
  await expect(panel(pro)).toBeHidden();

  // The full list, read, at both widths.
  await openPage(pro, '/dash/notificaciones');
  await expect(pro.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
  await expect(pro.getByRole('main').getByRole('link', { name: /Pedido nuevo de/ })).toBeVisible();
  await atBothWidths(pro, testInfo, 'notifications-page');

  // Mi Perfil: e-mail off for new requests, quiet hours kept.
  await pro.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await openPage(pro, '/dash/miPerfil');
  const prefs = pro.getByRole('region', { name: 'Notificaciones' });
  const newRequests = prefs.getByRole('group', { name: 'Pedidos nuevos' });
  await expect(newRequests.getByRole('checkbox', { name: 'En ServiHogar (siempre)' })).toBeDisabled();
  await newRequests.getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await prefs.getByLabel('Desde (hora)').fill('23');
  await prefs.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(prefs.getByText('Preferencias guardadas.')).toBeVisible();
  await prefs.scrollIntoViewIfNeeded();
  await keepScreenshot(pro, testInfo, 'preferences-1280', { fullPage: false });
  await pro.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await prefs.scrollIntoViewIfNeeded();
  await keepScreenshot(pro, testInfo, 'preferences-375', { fullPage: false });
  await openPage(pro, '/dash/miPerfil');
  await expect(
    pro.getByRole('group', { name: 'Pedidos nuevos' }).getByRole('checkbox', { name: 'E-mail' }),
  ).not.toBeChecked();
  await expect(pro.getByLabel('Desde (hora)')).toHaveValue('23');
});
