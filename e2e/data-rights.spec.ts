import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { createClient, fillSignIn, freshEmail, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { waitForMail } from './support/mail.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';
import { listedProfessional, verifyByMail } from './support/staff-api.ts';

// Issue 16, part 3 (Ley 25.326): "Descargar mis datos" and "Eliminar mi cuenta" on both profile pages.

const DELETED_MAIL = /^Eliminamos tu cuenta/;

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Signs in at `door`, opens the profile page at `path` and answers its 'Tus datos' section, in view. */
async function openDataRights(page: Page, door: string, path: string, email: string, password: string) {
  await signIn(page, door, email, password);
  await page.goto(path);
  const section = page.getByRole('region', { name: 'Tus datos' });
  await expect(section.getByRole('button', { name: 'Descargar mis datos' })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  return section;
}

async function deleteAccount(page: Page, password: string) {
  const section = page.getByRole('region', { name: 'Tus datos' });
  await section.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await dialog.getByLabel('Contraseña').fill('incorrecta');
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(dialog.getByText('La contraseña no es correcta.')).toBeVisible();
  await dialog.getByLabel('Contraseña').fill(password);
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByText('Tu cuenta fue eliminada. Te enviamos un e-mail de confirmación.'),
  ).toBeVisible();
}

test('a client downloads its data, then deletes its account; its comment stays as "Usuario eliminado"', async ({
  page,
  request,
}, testInfo) => {
  const password = 'Secreta1';
  const proId = await listedProfessional(request, {
    nombre: 'Rita',
    apellido: `Calificada${Date.now().toString(36)}`,
    email: freshEmail('calificada'),
    password,
  });
  const email = freshEmail('borrame');
  await createClient(request, email, password);
  // The client comments on the professional (through the API: the journey is about its data).
  const login = await request.post('/auth', { data: { email, password } });
  const authorization = `Bearer ${(await login.json()).accessToken}`;
  const comment = await request.post(`/professionals/addComment/${proId}`, {
    headers: { authorization },
    data: { descripcion: 'Puntual y prolija', calificacionComentario: 4 },
  });
  expect(comment.status()).toBe(201);

  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  const section = await openDataRights(page, '/login', '/dash/perfil', email, password);
  await keepScreenshot(page, testInfo, 'client-data-rights-1280');

  // The JSON file: the account and the comment, never the password.
  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Descargar mis datos' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^servihogar-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await download.path(), 'utf8');
  const data = JSON.parse(text);
  expect(data.cuenta.email).toBe(email);
  expect(data.comentariosEscritos).toEqual([
    expect.objectContaining({ profesionalId: proId, calificacion: 4 }),
  ]);
  expect(data.sesiones.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/password|\$argon2/i);

  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await section.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' })).toBeVisible();
  await keepScreenshot(page, testInfo, 'delete-dialog-375', { fullPage: false });
  await page.keyboard.press('Escape');
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await deleteAccount(page, password);
  await keepScreenshot(page, testInfo, 'deleted-home-375', { fullPage: false });

  // Signed out; the confirmation e-mail arrived; the password no longer opens anything.
  const mail = await waitForMail(email, DELETED_MAIL);
  expect(mail.text).toContain('Usuario eliminado');
  await openPage(page, '/login');
  await fillSignIn(page, email, password);
  await expect(page.getByText(/Acceso Invalido/)).toBeVisible();

  // The rating stays true: the comment is there, without the name.
  const profile = await (await request.get(`/professionals/${proId}`)).json();
  expect(profile.comentarios).toEqual([
    expect.objectContaining({ nombrePersona: 'Usuario eliminado', calificacionComentario: 4 }),
  ]);
  expect(profile.calificacion).toBe(4);
});

test('a professional deletes its account from /dash/miPerfil and leaves every list', async ({
  page,
  request,
}, testInfo) => {
  const password = 'Secreta1';
  const email = freshEmail('prestadora.borra');
  const apellido = `Borrada${Date.now().toString(36)}`;
  const proId = await listedProfessional(request, { nombre: 'Irma', apellido, email, password });
  await verifyByMail(request, email);
  expect((await request.get(`/professionals/${proId}`)).status()).toBe(200);

  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  const section = await openDataRights(page, '/signin', '/dash/miPerfil', email, password);
  expect(await noOverflow(page)).toBeLessThanOrEqual(0);
  await keepScreenshot(page, testInfo, 'professional-data-rights-375', { fullPage: false });
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await section.scrollIntoViewIfNeeded();
  await keepScreenshot(page, testInfo, 'professional-data-rights-1280', { fullPage: false });

  await deleteAccount(page, password);
  await waitForMail(email, DELETED_MAIL);
  expect((await request.get(`/professionals/${proId}`)).status()).toBe(404);
  const listed = await (await request.get('/professionals?servicio=plomero&limit=100')).json();
  expect(JSON.stringify(listed)).not.toContain(proId);
});
