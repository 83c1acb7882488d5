import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { startOwnServer } from './support/own-server.ts';
import { atBothWidths, keepScreenshot } from './support/screenshots.ts';

// Issue 32: the minimum pay of the régimen de casas particulares on a nanny's profile, and a row an
// admin adds showing from its date. The app is this journey's own, with a test clock, so moving
// time touches no other journey.

let server: Awaited<ReturnType<typeof startOwnServer>>;
const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;
const DAY_MS = 24 * 60 * 60 * 1000;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SEED_DEMO: 'true',
    GATE_DELAY_MS: '300',
    NODE_ENV: 'test',
    TEST_CLOCK: 'true',
  };
  for (const key of ['DATABASE_URL', 'PUBLIC_URL', 'ALLOWED_ORIGINS', 'LOG_LEVEL', 'SMTP_URL'])
    delete env[key];
  server = await startOwnServer(env);
});
test.afterAll(() => server?.stop());

/** The régimen's box on the profile. */
const minimumPay = (page: Page) => page.getByRole('region', { name: 'Trabajo en casas particulares' });

/** A day in Argentina as the date input takes it, `days` after today. */
const dayAfter = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
    new Date(Date.now() + days * DAY_MS),
  );

test('a client reads the minimum pay on a nanny profile, and a row an admin adds shows from its date', async ({
  page: client,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { professionals } = (await (await client.request.get(url('/professionals'))).json()) as {
    professionals: { _id: string; servicio: { tipo: string }[] }[];
  };
  const nanny = professionals.find((p) => p.servicio[0]?.tipo === 'Niñera')!;
  const profile = url(`/dash/professionals/ninera/${nanny._id}`);

  await signIn(client, url('/login'), DEMO.cliente, DEMO.password);
  await openPage(client, profile);
  await expect(minimumPay(client)).toContainText('Categoría del régimen: Asistencia y cuidado de personas');
  await expect(minimumPay(client)).toContainText('Con retiro: $ 3.494,25 la hora');
  await expect(minimumPay(client)).toContainText('desde el 1 de enero de 2026');
  await minimumPay(client).scrollIntoViewIfNeeded();
  await atBothWidths(client, testInfo, 'minimum-pay');

  // The admin adds next month's row, ten days ahead.
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signIn(admin, url('/login'), DEMO.admin, DEMO.password);
  await openPage(admin, url('/dash/professionalsRegistered'));
  await admin.getByRole('link', { name: 'Escalas salariales' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Escalas salariales' })).toBeVisible();
  await expect(admin.getByText('verificar con la resolución oficial').first()).toBeVisible();
  await admin.getByRole('button', { name: 'Agregar escala' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Agregar escala' });
  await dialog
    .getByLabel('Categoría del régimen')
    .selectOption({ label: 'Asistencia y cuidado de personas' });
  await dialog.getByLabel('Modalidad').selectOption({ label: 'Con retiro' });
  await dialog.getByLabel('Por hora ($)').fill('tres mil');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    dialog.getByText('Ingresá un monto en pesos mayor a cero (hasta dos decimales).'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Modalidad')).toHaveValue('con_retiro');
  await dialog.getByLabel('Por hora ($)').fill('3.800,50');
  await dialog.getByLabel('Por mes ($)').fill('465.000');
  await dialog.getByLabel('Rige desde').fill(dayAfter(10));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  const added = admin.getByRole('listitem').filter({ hasText: '$ 3.800,50' });
  await expect(added).toContainText('Próxima');
  await expect(added).toContainText('$ 465.000,00');
  await keepScreenshot(admin, testInfo, 'pay-scales-admin-1280');
  await admin.setViewportSize({ width: 375, height: 900 });
  await keepScreenshot(admin, testInfo, 'pay-scales-admin-375');

  // Before its date the profile keeps January's row; from it, the new one.
  await client.reload();
  await expect(minimumPay(client)).toContainText('$ 3.494,25 la hora');
  const moved = await client.request.post(url('/__test/clock'), { data: { offsetMs: 11 * DAY_MS } });
  expect(moved.ok()).toBe(true);
  try {
    await client.reload();
    await expect(minimumPay(client)).toContainText('Con retiro: $ 3.800,50 la hora · $ 465.000,00 el mes');
    await expect(minimumPay(client)).not.toContainText('3.494,25');
  } finally {
    await client.request.post(url('/__test/clock'), { data: { offsetMs: 0 } });
  }

  // How to register the work, with the table of today's rows.
  await minimumPay(client).getByRole('link', { name: 'Cómo registrar a quien trabaja en tu casa' }).click();
  await expect(
    client.getByRole('heading', { level: 1, name: 'Cómo registrar a quien trabaja en tu casa' }),
  ).toBeVisible();
  await expect(client.getByRole('table')).toContainText('$ 398.722,14');
  await atBothWidths(client, testInfo, 'register-domestic-work');
});
