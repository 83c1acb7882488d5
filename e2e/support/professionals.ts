import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO, freshEmail, SUBJECTS, signIn, valueAfter } from './accounts.ts';
import { openPage } from './gate.ts';
import { waitForMail } from './mail.ts';

export type NewProfessional = {
  nombre: string;
  apellido: string;
  email: string;
  password: string;
  /** The label of the service in the form's first service select, e.g. 'Plomero'. */
  service: string;
  dni?: string;
};

/**
 * Registers a professional through /workWithUs as an anonymous visitor (Argentina → Tucumán →
 * Yerba Buena, one service) and verifies the account with the e-mailed token. Returns its id.
 */
export async function registerProfessional(page: Page, p: NewProfessional): Promise<string> {
  await fillProfessionalForm(page, p);
  return sendAndVerify(page, p.email);
}

/** Opens /workWithUs and fills it as `registerProfessional` does, without sending it. */
export async function fillProfessionalForm(page: Page, p: NewProfessional) {
  await openPage(page, '/workWithUs');
  const main = page.getByRole('main');
  await main.getByLabel('Nombre', { exact: true }).fill(p.nombre);
  await main.getByLabel('Apellido').fill(p.apellido);
  await main.getByLabel('DNI').fill(p.dni ?? String(20_000_000 + Math.floor(Math.random() * 20_000_000)));
  await main.getByLabel('Edad').fill('40');
  await main.getByLabel('Email').fill(p.email);
  await main.getByLabel('Celular').fill('3815551234');
  await expect(main.getByLabel('País')).toHaveValue('Argentina');
  await expect(main.getByLabel('Provincia').getByRole('option', { name: 'Tucumán' })).toBeAttached();
  await main.getByLabel('Provincia').selectOption('Tucumán');
  const city = main.getByLabel('Ciudad', { exact: true });
  await expect(city.getByRole('option', { name: 'Yerba Buena' })).toBeAttached();
  await city.selectOption('Yerba Buena');
  await main.getByLabel('Zona de cobertura').fill('Yerba Buena');
  await main.getByLabel('Servicio 1').selectOption({ label: p.service });
  await main.getByLabel('Contraseña', { exact: true }).fill(p.password);
  await main.getByLabel('Repite la contraseña').fill(p.password);
}

/**
 * Sends the filled /workWithUs form and verifies the new account with the token e-mailed to `email`
 * (pasted in the dialog). Returns the professional's id.
 */
export async function sendAndVerify(page: Page, email: string): Promise<string> {
  const added = page.waitForResponse((r) => r.url().endsWith('/professionals/add'));
  await page.getByRole('main').getByRole('button', { name: 'Registrarme como prestador' }).click();
  const response = await added;
  expect(response.status()).toBe(201);
  const { professionalId } = (await response.json()) as { professionalId: string };

  const dialog = page.getByRole('dialog', { name: 'Verificá tu cuenta' });
  await expect(dialog).toBeVisible();
  const token = valueAfter(await waitForMail(email, SUBJECTS.verification), 'Token de verificación');
  await dialog.getByLabel('Token').fill(token);
  await dialog.getByRole('button', { name: 'Verificar cuenta' }).click();
  await expect(page.getByRole('dialog', { name: 'Cuenta verificada' })).toBeVisible();
  return professionalId;
}

/** The admin (signed in) gives the alta in the Controles modal of /dash/professionalsRegistered. */
export async function giveAlta(admin: Page, email: string, name: string) {
  await openPage(admin, '/dash/professionalsRegistered');
  await admin.getByLabel('Buscar profesionales').fill(email);
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Controles de ${name}` }).click();
  const controls = admin.getByRole('dialog', { name: `Controles: ${name}` });
  await controls.getByRole('button', { name: 'Dar de alta' }).click();
  const done = admin.getByRole('dialog', { name: 'Acción realizada' });
  await expect(done).toContainText('Profesional dado de alta.');
  await done.getByRole('button', { name: 'Aceptar' }).click();
  await admin.keyboard.press('Escape');
  await expect(row).toContainText('Activo');
}

/**
 * A professional registered through /workWithUs (on `pro`), given its alta by the demo admin (on
 * `admin`, left signed in) and signed in at /signin: in its trial.
 */
export async function professionalInTrial(
  admin: Page,
  pro: Page,
  p: Omit<NewProfessional, 'email' | 'password'>,
): Promise<{ email: string; password: string; name: string }> {
  const person = { ...p, email: freshEmail(p.apellido.toLowerCase()), password: 'Secreta1' };
  const name = `${p.nombre} ${p.apellido}`;
  await registerProfessional(pro, person);
  await signIn(admin, '/login', DEMO.admin, DEMO.password);
  await giveAlta(admin, person.email, name);
  await signIn(pro, '/signin', person.email, person.password);
  return { email: person.email, password: person.password, name };
}

/** A payment receipt: a PNG, as a transfer's screenshot. */
const receiptPng = () =>
  sharp({ create: { width: 320, height: 480, channels: 3, background: { r: 230, g: 240, b: 255 } } })
    .png()
    .toBuffer();

/** Picks a payment receipt (a PNG) in the subscription payment form. */
export async function attachReceipt(main: Locator) {
  await main
    .getByLabel('Comprobante de pago', { exact: true })
    .setInputFiles({ name: 'comprobante.png', mimeType: 'image/png', buffer: await receiptPng() });
}

/**
 * The professional (its Bearer header) pays the Mensual plan by transfer through the API, as the
 * payment form sends it: a pending subscription for the admin to approve. Returns its id.
 */
export async function payByTransfer(
  request: APIRequestContext,
  authorization: string,
  professionalId: string,
): Promise<string> {
  const res = await request.post('/subscriptions', {
    headers: { authorization },
    multipart: {
      paymentProof: { name: 'comprobante.png', mimeType: 'image/png', buffer: await receiptPng() },
      personId: professionalId,
      subscriptionPlan: 'mensual',
      type: 'professional',
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { subscription: { _id: string } }).subscription._id;
}

/** Opens a page of the professional and waits until its subscription state was read. */
export async function openAsProfessional(pro: Page, path: string) {
  const status = pro.waitForResponse((r) => r.url().includes('/auth/getInfoProfessional/'));
  await openPage(pro, path);
  expect((await status).ok()).toBe(true);
}
