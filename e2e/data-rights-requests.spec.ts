import { expect, test } from '@playwright/test';
import { DEMO, freshEmail, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { waitForMail } from './support/mail.ts';
import { atBothWidths, keepScreenshot } from './support/screenshots.ts';

// Issue 32, part 3 (Ley 25.326): an anonymous visitor asks, from the privacy policy, to delete its
// data; it gets a case code and its due day on screen and by e-mail; the admin sees the request in
// the queue counting its 5 business days down, beside the seeded overdue one, and answers it.

test('an anonymous visitor files a data-rights request from the privacy page, and the admin answers it in time', async ({
  page,
  browser,
}, testInfo) => {
  // Two people, two widths, two e-mails: longer than one step of most journeys.
  test.setTimeout(180_000);
  const email = freshEmail('datos');
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Politicas de Privacidad' }).click();
  // Each step of the way in its own check, so a failure says which one: the address, then the page.
  await expect(page).toHaveURL(/\/politicas$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Politicas de Privacidad' })).toBeVisible();
  await expect(page.getByTestId('aaip-registry')).toHaveText(
    'La base de datos de ServiHogar está inscripta en el Registro Nacional de Bases de Datos con el número RNBD 0000-E2E.',
  );
  await expect(page.getByText('Agencia de Acceso a la Información Pública (AAIP)')).toBeVisible();

  const form = page.getByRole('form', { name: 'Pedidos sobre tus datos personales' });
  // Nothing chosen: each field says what it needs.
  await form.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(form.getByText('Elegí qué querés pedir.')).toBeVisible();
  await expect(form.getByText('Ingresá tu nombre y apellido.')).toBeVisible();

  await form.getByLabel('Supresión (borrar datos)').check();
  await form.getByLabel('Nombre y apellido').fill('Valeria Ortiz');
  await form.getByLabel('Email').fill(email);
  await form
    .getByLabel('Contanos qué datos y qué necesitás')
    .fill('Quiero que borren mi teléfono de mi reseña.');
  await form.getByRole('button', { name: 'Enviar pedido' }).click();
  const receipt = form.getByRole('alert').filter({ hasText: 'Tu código de caso es' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('Te responderemos a más tardar el');
  const code = (await receipt.textContent())!.match(/DAT-\d{4}-\d{8}/)![0];
  await atBothWidths(page, testInfo, 'data-rights-request');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await form.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, `data-rights-form-${width}`, { fullPage: false });
  }

  const mail = await waitForMail(email, new RegExp(`Tu pedido ${code} sobre tus datos`));
  expect(mail.text).toContain('supresión (borrar datos)');
  expect(mail.text).toContain('5 días hábiles');

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(admin, '/login', DEMO.admin, DEMO.password);
  await openPage(admin, '/dash/professionalsRegistered');
  await admin.getByRole('link', { name: 'Derechos sobre datos' }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Pedidos de derechos sobre datos' }),
  ).toBeVisible();
  const card = admin.getByRole('listitem', { name: code });
  // Filed today: the 5 business days are all left.
  await expect(card.getByTestId('countdown')).toHaveText('Quedan 5 días hábiles');
  await expect(card).toContainText('Valeria Ortiz');
  // The seeded overdue request comes first, highlighted.
  const first = admin.getByRole('listitem', { name: /^DAT-/ }).first();
  await expect(first.getByTestId('countdown')).toContainText('Vencido');
  await atBothWidths(admin, testInfo, 'data-rights-queue');
  await admin.setViewportSize({ width: 1280, height: 900 });

  await card.getByRole('button', { name: 'Marcar respondido' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Marcar respondido' });
  await dialog
    .getByLabel('Nota para la persona (qué se hizo o por qué se rechaza)')
    .fill('Borramos el teléfono de tu reseña.');
  await dialog.getByRole('button', { name: 'Marcar respondido' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Respondido');
  await expect(card).toContainText('Borramos el teléfono de tu reseña.');
  await expect(card.getByRole('button', { name: 'Marcar respondido' })).toHaveCount(0);

  const answer = await waitForMail(email, new RegExp(`Respuesta a tu pedido ${code}`));
  expect(answer.text).toContain('Nota: Borramos el teléfono de tu reseña.');
  await admin.context().close();
});
