import { expect, type Page } from '@playwright/test';
import type { ProfessionalsListResponse } from '@servihogar/shared/professionals';
import { createClient, DEMO, freshEmail, signIn } from './accounts.ts';
import { openPage } from './gate.ts';
import type { Mail } from './mail.ts';

// The request loop's shared steps (issue 26): a new client asks the demo Prestador (Sofía Belén
// Díaz, niñera) with words of their own; the professional opens it from the e-mail's link.

export const PRO_NAME = 'Sofía Belén Díaz';
export const SUBJECTS = {
  newRequest: /^Tenés un pedido nuevo/,
  answer: /^Respondieron tu pedido/,
  arrival: /^¿Llegó a trabajar Sofía Belén Díaz\?/,
  expired: /^Un pedido venció/,
  hidden: /^Ocultamos una publicación tuya/,
} as const;

/** The demo Prestador's public profile path. */
export async function demoProfilePath(page: Page): Promise<string> {
  const response = await page.request.get('/professionals?servicio=ninera&limit=100');
  const { professionals } = (await response.json()) as ProfessionalsListResponse;
  const pro = professionals.find((p) => `${p.nombre} ${p.apellido}` === PRO_NAME);
  expect(pro, PRO_NAME).toBeTruthy();
  return `/dash/professionals/ninera/${pro!._id}`;
}

export type Asked = { email: string; need: string; link: string };

/**
 * A new client signs in on `client` and asks the demo Prestador ("Contratar", the words, the terms,
 * "Ver datos"); `onWords` runs with the dialog filled in. Returns the link of the professional's mail.
 */
export async function askDemoProfessional(
  client: Page,
  words: { when?: 'a_convenir' | { date: string; slot: string } },
  onWords?: () => Promise<void>,
): Promise<Asked> {
  const email = freshEmail('pide');
  const password = 'Secreta1';
  await createClient(client.request, email, password);
  await signIn(client, '/login', email, password);
  await openPage(client, await demoProfilePath(client));
  await client.getByRole('button', { name: 'Contratar' }).click();
  const terms = client.getByRole('dialog', { name: 'Términos y condiciones' });
  const need = `Cuidar a mis dos hijos (${Date.now().toString(36)})`;
  await terms.getByRole('textbox', { name: '¿Qué necesitás?' }).fill(need);
  if (words.when === 'a_convenir') await terms.getByLabel('¿Cuándo?').selectOption({ label: 'A convenir' });
  else if (words.when) {
    await terms.getByLabel('¿Cuándo?').selectOption({ label: 'Elegir día y franja' });
    await terms.getByLabel('Día').fill(words.when.date);
    await terms.getByLabel('Franja').selectOption({ label: words.when.slot });
  }
  // A street address is refused under its field, and nothing typed is lost.
  const zone = terms.getByRole('textbox', { name: /¿Dónde\?/ });
  await zone.fill('Av. Aconquija 1200');
  await terms.getByRole('checkbox', { name: /acepto los términos/ }).check();
  await terms.getByRole('button', { name: 'Ver datos' }).click();
  await expect(terms.getByText('Indicá solo el barrio o la localidad, sin calle ni número.')).toBeVisible();
  await expect(terms.getByRole('textbox', { name: '¿Qué necesitás?' })).toHaveValue(need);
  await zone.fill('Yerba Buena');
  await onWords?.();
  await terms.getByRole('button', { name: 'Ver datos' }).click();
  const contact = client.getByRole('dialog', { name: 'Datos de contacto' });
  await expect(contact).toContainText(/\+54 9 \d{10}/);
  await contact.getByRole('button', { name: 'Cerrar' }).click();

  const mail = await waitForNeed(DEMO.prestador, SUBJECTS.newRequest, need);
  const link = /https?:\/\/\S+\/dash\/pedidos\?pedido=[0-9a-f-]{36}(?=\s)/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  return { email, need, link: link! };
}

/** The mail to `to` about this request, found by the client's words (the demo Prestador gets many). */
export async function waitForNeed(to: string, subject: RegExp, need: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${process.env.E2E_MAIL_URL}/messages?to=${encodeURIComponent(to)}`);
        found = ((await response.json()) as Mail[]).find(
          (m) => subject.test(m.subject) && m.text.includes(need),
        );
        return Boolean(found);
      },
      { message: `the mail to ${to} about "${need}"`, timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** The demo Prestador signs in on `pro` and opens `path` (the inbox, from a mail's link). */
export async function openAsDemoPro(pro: Page, path: string) {
  await signIn(pro, '/signin', DEMO.prestador, DEMO.password);
  await openPage(pro, path);
}

/** The request's card in a list (inbox or Mis solicitudes), found by the client's words. */
export const requestCard = (page: Page, need: string) => page.getByRole('article').filter({ hasText: need });
