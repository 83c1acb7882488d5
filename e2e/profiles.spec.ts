import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, freshEmail, signIn, signOut } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { expectImageLoaded } from './support/images.ts';
import { linkPathIn, waitForMail } from './support/mail.ts';
import { sendAndVerify } from './support/professionals.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

const UPDATED = 'Los datos del profesional fueron actualizados.';

/** A small photo in one colour, so two uploads are different files. */
function photo(r: number, g: number, b: number) {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

async function noHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Uploads a photo on the profile and returns the new src, once the page and the header show it. */
async function changePhoto(page: Page, picture: Locator, png: Buffer, name: string): Promise<string> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Cambiar foto' }).click();
  await main.getByLabel('Elegir una foto').setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await expect(main.getByRole('img', { name: 'Vista previa de la nueva foto' })).toBeVisible();
  await main.getByRole('button', { name: 'Guardar foto' }).click();
  await expect(main.getByText('Foto actualizada.')).toBeVisible();
  await expectImageLoaded(picture, /\/uploads\//);
  const src = (await picture.getAttribute('src')) ?? '';
  // The header shows the same photo without a reload.
  const headerPhoto = page.getByRole('navigation', { name: 'Principal' }).locator('img');
  await expect(headerPhoto).toHaveAttribute('src', src);
  return src;
}

test.describe('professional profiles', () => {
  test('a visitor registers as a professional, verifies, edits the profile; an admin edits it too', async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    const email = freshEmail('prestador');
    const password = 'Secreta1';
    const newPassword = 'Nueva123';

    await openPage(page, '/workWithUs');
    const main = page.getByRole('main');
    await main.getByLabel('Nombre', { exact: true }).fill('Rosa');
    await main.getByLabel('Apellido').fill('Díaz');
    await main.getByLabel('DNI').fill(String(20_000_000 + Math.floor(Math.random() * 20_000_000)));
    await main.getByLabel('Edad').fill('45');
    await main.getByLabel('Email').fill(email);
    await main.getByLabel('Celular').fill('3815550000');
    await expect(main.getByLabel('País')).toHaveValue('Argentina');
    await expect(main.getByLabel('Provincia').getByRole('option', { name: 'Tucumán' })).toBeAttached();
    await main.getByLabel('Provincia').selectOption('Tucumán');
    await expect(
      main.getByLabel('Ciudad', { exact: true }).getByRole('option', { name: 'Yerba Buena' }),
    ).toBeAttached();
    await main.getByLabel('Ciudad', { exact: true }).selectOption('Yerba Buena');
    await main.getByLabel('Zona de cobertura').fill('Yerba Buena y San Pablo');
    await main.getByLabel('Servicio 1').selectOption({ label: 'Cuidado de Persona' });
    await main.getByLabel('Personas mayores').check();
    await main.getByLabel('Personas con discapacidad').check();
    await expect(main.getByLabel('Semanal')).toHaveCount(0);
    await main.getByLabel('Contraseña', { exact: true }).fill(password);
    await main.getByLabel('Repite la contraseña').fill(password);
    const professionalId = await sendAndVerify(page, email);
    await expect(page).toHaveURL(/\/signin$/, { timeout: 6000 });

    await signIn(page, '/signin', email, password);
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: /Mi Perfil/ }).click();
    await expect(page).toHaveURL(/\/dash\/miPerfil$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
    await expect(main.getByText(/Pendiente de alta$/)).toBeVisible();
    await expect(main.getByText('Personas mayores · Personas con discapacidad')).toBeVisible();
    await expect(nav.getByRole('link', { name: /Mi Perfil/ })).toContainText('Rosa Díaz');

    // The photo: none yet, then one, then another; each shows at once, in the page and the header.
    const picture = main.getByRole('img', { name: 'Foto de Rosa Díaz' });
    expect(await picture.getAttribute('src')).toBeNull();
    await main.getByRole('button', { name: 'Cambiar foto' }).click();
    await main.getByRole('button', { name: 'Guardar foto' }).click();
    await expect(main.getByText('Debes seleccionar una imagen antes de guardar.')).toBeVisible();
    await main.getByRole('button', { name: 'Cancelar' }).click();
    const first = await changePhoto(page, picture, await photo(200, 80, 40), 'naranja.png');
    const second = await changePhoto(page, picture, await photo(40, 120, 200), 'azul.png');
    expect(second).not.toBe(first);

    await main.getByRole('button', { name: 'Editar datos' }).click();
    await main.getByLabel('Celular').fill('3815559876');
    await main.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(main.getByText(UPDATED)).toBeVisible();
    await expect(main.getByText('+54 9 3815559876')).toBeVisible();

    // Issue 41: a new contact e-mail is used only once the link mailed to it is followed.
    const contact = freshEmail('contacto');
    await main.getByRole('button', { name: 'Editar datos' }).click();
    await main.getByLabel('Email').fill(contact);
    await main.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(main.getByText(/Enviamos un enlace al nuevo e-mail de contacto/)).toBeVisible();
    const pending = main.getByText(/^Confirmación pendiente: enviamos un enlace a/);
    await expect(pending).toContainText(contact);
    await expect(pending).toContainText(`Hasta entonces usamos ${email}`);
    const link = linkPathIn(await waitForMail(contact, /Confirmá tu e-mail de contacto/), '/confirmar-email');
    const holder = await page.context().newPage();
    await openPage(holder, link);
    await holder.getByRole('button', { name: 'Confirmar mi e-mail' }).click();
    await expect(holder.getByText(/^Confirmaste tu e-mail de contacto/)).toBeVisible();
    await holder.close();
    await page.reload();
    await expect(main.getByText(contact)).toBeVisible();
    await expect(pending).toHaveCount(0);

    const audit = await new AxeBuilder({ page }).include('main').analyze();
    expect(audit.violations.map((v) => v.id)).toEqual([]);
    for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, testInfo, `mi-perfil-${width}`);
      await noHorizontalOverflow(page);
    }

    await main.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const change = page.getByRole('dialog', { name: 'Cambiar contraseña' });
    await change.getByLabel('Contraseña actual').fill('incorrecta');
    await change.getByLabel('Nueva contraseña', { exact: true }).fill(newPassword);
    await change.getByLabel('Repite la nueva contraseña').fill(newPassword);
    await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(change.getByLabel('Contraseña actual')).toHaveAttribute('aria-invalid', 'true');
    await change.getByLabel('Contraseña actual').fill(password);
    await change.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const changed = page.getByRole('dialog', { name: 'Contraseña actualizada' });
    await expect(changed).toBeVisible();
    await changed.getByRole('button', { name: 'Aceptar' }).click();

    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await signOut(page);
    await signIn(page, '/signin', email, newPassword);
    await signOut(page);

    await signIn(page, '/login', DEMO.admin, DEMO.password);
    await openPage(page, `/dash/editProfessional/${professionalId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar profesional' })).toBeVisible();
    await expect(main.getByLabel('Celular')).toHaveValue('3815559876');
    await expect(main.getByLabel('Ciudad', { exact: true })).toHaveValue('Yerba Buena');
    await expect(main.getByLabel('Personas mayores')).toBeChecked();
    await main.getByLabel('Zona de cobertura').fill('Yerba Buena, San Pablo y Tafí Viejo');
    await main.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(main.getByText(UPDATED)).toBeVisible();
    await expect(page).toHaveURL(/\/dash\/professionalsRegistered$/, { timeout: 5000 });
  });

  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    test(`/workWithUs at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await openPage(page, '/workWithUs');
      const main = page.getByRole('main');
      await expect(main.getByLabel('Provincia').getByRole('option', { name: 'Tucumán' })).toBeAttached();
      await main.getByLabel('Provincia').selectOption('Tucumán');
      await main.getByLabel('Servicio 1').selectOption({ label: 'Niñera' });
      await expect(main.getByLabel('Semanal')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await keepScreenshot(page, testInfo, `work-with-us-${width}`);
      const audit = await new AxeBuilder({ page }).include('main').analyze();
      expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
      await main.getByRole('button', { name: 'Registrarme como prestador' }).click();
      await expect(main.getByText('La edad debe ser un número válido mayor o igual a 18.')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, testInfo, `work-with-us-errors-${width}`);
      await noHorizontalOverflow(page);
    });
  }
});
