import { expect, type Locator, type Page, test } from '@playwright/test';
import { createClient, DEMO, freshEmail, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { waitForMail } from './support/mail.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

const PLUS = 'Nueva Denuncia';
const TERMS = 'Términos del portal de denuncias';

const statValue = async (page: Page, id: string) =>
  Number(await page.getByTestId(id).textContent({ timeout: 10_000 }));

/** Waits until the feed shows real numbers (not the placeholder) and answers them. */
async function stats(page: Page) {
  await expect(page.getByTestId('stats-total')).toHaveText(/^\d+$/);
  return {
    total: await statValue(page, 'stats-total'),
    resueltas: await statValue(page, 'stats-resueltas'),
  };
}

async function fillComplaint(
  form: Locator,
  c: { titulo: string; empresa: string; categoria: string; ciudad: string; criticidad: string },
) {
  await form.getByLabel('Título').fill(c.titulo);
  await form.getByLabel('Empresa o comercio').fill(c.empresa);
  await form.getByLabel('Categoría').selectOption(c.categoria);
  await form
    .getByLabel('Descripción')
    .fill(`Descripción de ${c.titulo}: me atendieron mal y no respondieron.`);
  await form.getByLabel('Ciudad').fill(c.ciudad);
  await form.getByLabel('Criticidad').selectOption(c.criticidad);
}

const card = (page: Page, titulo: string) => page.getByRole('article', { name: titulo });

async function shootBoth(
  page: Page,
  testInfo: Parameters<typeof keepScreenshot>[1],
  name: string,
  fullPage = true,
) {
  for (const [label, width] of Object.entries(WIDTHS)) {
    await page.setViewportSize({ width, height: label === 'mobile' ? 740 : 900 });
    await keepScreenshot(page, testInfo, `${name}-${label}`, { fullPage });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} at ${width}px overflows`).toBeLessThanOrEqual(0);
  }
}

test('a client files a named and an anonymous complaint; the admin resolves one and deletes the other', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const email = freshEmail('denuncia');
  const password = 'Secreta1';
  await createClient(page.request, email, password);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

  // A visitor opens the public feed from the home page's 'Entrar'; posting asks for a sign-in
  // (issue 48).
  await openPage(page, '/');
  await page
    .getByRole('region', { name: 'Portal de Denuncias y Reclamos' })
    .getByRole('link', { name: 'Entrar' })
    .click();
  await expect(page).toHaveURL(/\/consumerComplaints$/);
  await page.getByRole('button', { name: PLUS }).click();
  await expect(
    page.getByText('Debes iniciar sesión para acceder al portal de denuncias y reclamos.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Iniciar Sesión' }).first()).toBeVisible();

  await signIn(page, '/login', email, password);
  await page
    .getByRole('region', { name: 'Portal de Denuncias y Reclamos' })
    .getByRole('link', { name: 'Entrar' })
    .click();
  await expect(page).toHaveURL(/\/consumerComplaints$/);
  // The demo complaints are there, Alta first.
  await expect(page.getByRole('article').first()).toContainText('Criticidad Alta');
  const before = await stats(page);
  expect(before.total).toBeGreaterThanOrEqual(6);
  await shootBoth(page, testInfo, 'complaints-feed');
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

  // First '+': the terms, then the form.
  const named = `Cobro indebido ${run}`;
  await page.getByRole('button', { name: PLUS }).click();
  const terms = page.getByRole('dialog', { name: TERMS });
  await expect(terms.getByRole('button', { name: 'Acepto los términos' })).toBeDisabled();
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Acepto los términos' }).click();
  let form = page.getByRole('dialog', { name: PLUS });
  await form.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(form.getByText('Por favor complete este campo.').first()).toBeVisible();
  await fillComplaint(form, {
    titulo: named,
    empresa: 'Kiosco El Sol',
    categoria: 'Comercio Local',
    ciudad: 'Tafí del Valle',
    criticidad: 'Alta',
  });
  await expect(form.getByText('Prueba Recuperación')).toBeVisible();
  await shootBoth(page, testInfo, 'complaints-form', false);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await form.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(form).toBeHidden();
  await expect(card(page, `${named}`)).toBeVisible();
  await expect(card(page, named)).toContainText('Prueba Recuperación');
  await expect(page.getByTestId('stats-total')).toHaveText(String(before.total + 1));

  // Second '+': no terms again (remembered), an anonymous one.
  const anonymous = `Demora en la entrega ${run}`;
  await page.getByRole('button', { name: PLUS }).click();
  form = page.getByRole('dialog', { name: PLUS });
  await expect(page.getByRole('dialog', { name: TERMS })).toHaveCount(0);
  await fillComplaint(form, {
    titulo: anonymous,
    empresa: 'Mueblería Simoca',
    categoria: 'Otros',
    ciudad: 'Simoca',
    criticidad: 'Baja',
  });
  await form.getByRole('checkbox', { name: /anónimo/ }).check();
  await form.getByRole('button', { name: 'Enviar denuncia' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('stats-total')).toHaveText(String(before.total + 2));
  expect(await page.evaluate(() => localStorage.getItem('complaintTermsAccepted'))).toBe('true');

  // Filters: by city (ignoring accents) and by criticidad.
  await page.getByLabel('Ciudad').fill('tafi del');
  await expect(card(page, named)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByTestId('stats-total')).toHaveText('1');
  await page.getByLabel('Ciudad').fill('');
  await page.getByLabel('Criticidad').selectOption('Baja');
  await expect(card(page, anonymous)).toBeVisible();
  await expect(card(page, anonymous)).toContainText('Anónimo');
  await expect(card(page, named)).toHaveCount(0);
  await card(page, anonymous)
    .getByRole('button', { name: /Ver detalles completos/ })
    .click();
  const details = page.getByRole('dialog', { name: anonymous });
  await expect(details).toContainText('Mueblería Simoca');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Mis denuncias, from the portal: both tickets, Pendiente.
  await page.getByRole('link', { name: 'Mis denuncias' }).click();
  const mine = page.getByRole('list', { name: 'Mis denuncias' });
  const namedItem = mine.getByRole('listitem').filter({ hasText: named });
  const anonymousItem = mine.getByRole('listitem').filter({ hasText: anonymous });
  await expect(namedItem).toContainText('Pendiente');
  await expect(anonymousItem).toContainText('Pendiente');
  const namedTicket = (await namedItem.getByText(/^DEN-\d{4}-\d{6}$/).textContent())!;
  const anonymousTicket = (await anonymousItem.getByText(/^DEN-\d{4}-\d{6}$/).textContent())!;
  await shootBoth(page, testInfo, 'complaints-mine');
  const ack = await waitForMail(email, new RegExp(`Recibimos tu denuncia ${namedTicket}`));
  expect(ack.text).toContain('Un administrador la revisará');

  // The admin: a new session in the same browser.
  await page.context().clearCookies();
  await signIn(page, '/login', DEMO.admin, DEMO.password);
  await openPage(page, '/consumerComplaints');
  const adminBefore = await stats(page);
  await openPage(page, '/dash/consumerComplaintsManagement');
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await shootBoth(page, testInfo, 'complaints-admin');
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

  const search = page.getByRole('main').getByRole('searchbox', { name: 'Buscar', exact: true });
  await search.fill(namedTicket);
  await expect(page.getByRole('row').filter({ hasText: namedTicket })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: anonymousTicket })).toHaveCount(0);
  // The search and a filter live in the URL (issue 29): a reload keeps the same list.
  await page.getByRole('main').getByLabel('Estado', { exact: true }).selectOption('Pendiente');
  await expect(page).toHaveURL(new RegExp(`buscar=${namedTicket}&estado=Pendiente`));
  await page.reload();
  await expect(search).toHaveValue(namedTicket);
  await expect(page.getByRole('row').filter({ hasText: namedTicket })).toBeVisible();
  await expect(page.getByText('1 reclamo', { exact: true })).toBeVisible();
  await page.getByRole('main').getByLabel('Estado', { exact: true }).selectOption({ label: 'Todos' });
  await expect(page).not.toHaveURL(/estado=/);
  await page.getByRole('button', { name: `Editar ${namedTicket}` }).click();
  const edit = page.getByRole('dialog', { name: `Editar ${namedTicket}` });
  await edit.getByLabel('Estado').selectOption('Resuelto');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: namedTicket })).toContainText('Resuelto');
  const estadoMail = await waitForMail(email, new RegExp(`Tu denuncia ${namedTicket} ahora está: Resuelto`));
  expect(estadoMail.text).toContain('pasó de Pendiente a Resuelto');

  // The anonymous one: its author is known to the admin; deleting asks first.
  await search.fill(anonymousTicket);
  const row = page.getByRole('row').filter({ hasText: anonymousTicket });
  await expect(row).toContainText(email);
  await page.getByRole('button', { name: `Eliminar ${anonymousTicket}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar reclamo' });
  await expect(confirm).toContainText(anonymousTicket);
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('No hay denuncias que coincidan con los filtros.')).toBeVisible();

  // The feed: one more resolved, one complaint fewer.
  await openPage(page, '/consumerComplaints');
  await expect(page.getByTestId('stats-resueltas')).toHaveText(String(adminBefore.resueltas + 1));
  await expect(page.getByTestId('stats-total')).toHaveText(String(adminBefore.total - 1));
  await expect(card(page, named)).toContainText('Resuelto');
  await page.getByLabel('Ciudad').fill('Simoca');
  await expect(page.getByText('No hay denuncias que coincidan con los filtros.')).toBeVisible();
});
