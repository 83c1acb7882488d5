import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { openPage } from './gate.ts';
import type { Mail } from './mail.ts';

/**
 * An address of its own for a request (TEST-NET-3, a header only: the journeys' app trusts its
 * proxy, see TRUST_PROXY), so limits kept per address count each person apart rather than every
 * journey at once.
 */
export const ownAddress = () => ({ 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` });

/** The seeded demo logins (DATA_DIR is fresh, so the demo data is there). */
export const DEMO = {
  admin: 'admin@servihogar.demo',
  cliente: 'cliente@servihogar.demo',
  prestador: 'prestador@servihogar.demo',
  redactor: 'redactor@servihogar.demo',
  password: 'Demo1234!',
} as const;

export const SUBJECTS = {
  verification: /Activá tu cuenta/,
  recovery: /restablecer tu contraseña/,
  invitation: /redactor/,
} as const;

/** An address no other journey uses, so password changes never touch shared accounts. */
export function freshEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** The value the mail shows after "label:" (tokens and codes are one word). */
export function valueAfter(mail: Mail, label: string): string {
  const match = new RegExp(`${label}:\\s*(\\S+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`"${label}" not found in the mail:\n${mail.text}`);
  return match[1];
}

async function mails(to: string, subject: RegExp): Promise<Mail[]> {
  const response = await fetch(`${process.env.E2E_MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as Mail[]).filter((m) => subject.test(m.subject));
}

export async function mailCount(to: string, subject: RegExp): Promise<number> {
  return (await mails(to, subject)).length;
}

/** Waits for a mail beyond the `seen` ones already received (for a second code to one address). */
export async function waitForNewMail(to: string, subject: RegExp, seen: number): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const list = await mails(to, subject);
        found = list.length > seen ? list.at(-1) : undefined;
        return Boolean(found);
      },
      { message: `a new e-mail to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * Signs in through a sign-in page and waits for the move to '/', which only a success makes. The
 * browser signs in from an address of its own, as a person would: the demo accounts sign in for
 * many journeys at once, and the sign-in limit is kept per address and e-mail.
 */
export async function signIn(page: Page, path: string, email: string, password: string) {
  await page.context().setExtraHTTPHeaders(ownAddress());
  await openPage(page, path);
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/\/$/);
}

export async function fillSignIn(page: Page, email: string, password: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Contraseña', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Ingresar' }).click();
}

/** A verified client made through the API (for journeys that are not about registering). */
export async function createClient(request: APIRequestContext, email: string, password: string) {
  const token = valueAfter(await registerClient(request, email, password), 'Token de verificación');
  expect((await request.get(`/auth/${token}`)).ok()).toBe(true);
}

/** A client registered through the API and not verified yet; returns the verification mail. */
export async function registerClient(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/auth/register', {
    headers: ownAddress(),
    data: {
      nombre: 'Prueba',
      apellido: 'Recuperación',
      numeroContacto: '3815550000',
      email,
      password,
      repassword: password,
      direccion: {
        calle: 'Mendoza',
        numero: '500',
        ciudad: 'Tucumán',
        codigoPostal: '4000',
        pais: 'Argentina',
      },
    },
  });
  expect(response.ok()).toBe(true);
  return waitForNewMail(email, SUBJECTS.verification, 0);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Principal' });

/** Signs out from the header and waits until the header offers 'Iniciar Sesión' again. */
export async function signOut(page: Page) {
  await mainNav(page).getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(mainNav(page).getByRole('link', { name: 'Iniciar Sesión' })).toBeVisible();
}

/** On a sign-in page after a password change: the old password is refused, the new one signs in. */
export async function onlyNewPasswordSignsIn(
  page: Page,
  email: string,
  oldPassword: string,
  newPassword: string,
) {
  await fillSignIn(page, email, oldPassword);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    '⚠ Acceso Invalido, verifique las credenciales que proporcionó',
  );
  await fillSignIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await expect(mainNav(page).getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
}

/** The demo admin signs in and looks `email` up in /dash/usersRegistered; returns its row. */
export async function adminFindsUser(page: Page, email: string) {
  await signIn(page, '/login', DEMO.admin, DEMO.password);
  await page.goto('/dash/usersRegistered');
  await page.getByLabel('Buscar usuarios').fill(email);
  return page.getByRole('row').filter({ hasText: email });
}
