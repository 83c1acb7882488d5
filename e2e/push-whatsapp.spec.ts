import { expect, test } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../scripts/chromium.mjs';
import { createClient, freshEmail, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { atBothWidths, WIDTHS } from './support/screenshots.ts';

// Issue 42, parts 4 and 5, on the app with WhatsApp configured against the local Cloud API of
// apps/api/test/whatsapp: the profile's "Avisos en tu teléfono" at 375 px, the push button, and
// the WhatsApp opt-in: number → 6-digit code (read from the stand-in, as a phone would) → confirmed.
// The full browser with its service worker: the headless shell answers every notification
// permission with "denied", whatever the context grants.
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } });

const fakeWhatsApp = process.env.E2E_FAKE_WA_URL!;
type Sent = { to: string; template: string; bodyParams: string[] };

test('on a phone: "Avisarme en este teléfono" and WhatsApp opt-in → code → confirmed', async ({
  page,
  context,
}, testInfo) => {
  // The browser lets the site notify (as after a "Permitir"): the button subscribes from then on.
  await context.grantPermissions(['notifications']);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  const email = freshEmail('avisos');
  const password = 'Avisos123';
  await createClient(page.request, email, password);
  await signIn(page, '/login', email, password);
  await openPage(page, '/dash/perfil');

  const section = page.getByRole('region', { name: 'Avisos en tu teléfono' });
  await expect(section.getByText('Avisos en este teléfono: desactivado')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Avisarme en este teléfono' })).toBeVisible();

  // WhatsApp: a number in the house's format, its code over WhatsApp.
  const number = `381${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
  await section.getByLabel('Número de WhatsApp').fill(number);
  await section.getByRole('button', { name: 'Enviarme el código' }).click();
  await expect(
    section.getByText(`Te enviamos un código de 6 dígitos por WhatsApp al +54 9 ${number}.`),
  ).toBeVisible();
  let code = '';
  await expect(async () => {
    const sent = (await (await page.request.get(`${fakeWhatsApp}/__fake/messages`)).json()) as Sent[];
    code =
      sent.filter((m) => m.to === `549${number}` && m.template === 'servihogar_codigo').at(-1)
        ?.bodyParams[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  await atBothWidths(page, testInfo, 'whatsapp-code');

  const codeField = section.getByLabel('Código');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Confirmar número' }).click();
  await expect(
    section.getByText('El código no es correcto o venció. Pedí uno nuevo si hace falta.'),
  ).toBeVisible();
  await codeField.fill(code);
  await section.getByRole('button', { name: 'Confirmar número' }).click();
  await expect(section.getByText(`WhatsApp confirmado: +54 9 ${number}`)).toBeVisible();
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await atBothWidths(page, testInfo, 'whatsapp-confirmed');
});

test('the service worker shows a push as a notification, linked to its page', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications']);
  await openPage(page, '/');
  const registrationId = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return (await navigator.serviceWorker.getRegistration())!.scope;
  });
  expect(registrationId).toBe(`${baseURL}/`);
  // As a push service delivers a message to the browser (the payload already decrypted).
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registrations = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: all }) => {
      const ours = all.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  const payload = {
    title: 'Respondieron tu pedido',
    body: 'Raúl aceptó tu pedido.',
    url: '/dash/misSolicitudes',
    tag: 'n-1',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: baseURL!,
    registrationId: await registrations,
    data: JSON.stringify(payload),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: n.data?.url,
        }));
      }),
    )
    .toEqual([{ title: payload.title, body: payload.body, tag: 'n-1', url: '/dash/misSolicitudes' }]);
});
