import { readFile } from 'node:fs/promises';
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { createClient, DEMO, freshEmail, signIn } from './support/accounts.ts';
import { atBothWidths, WIDTHS } from './support/screenshots.ts';
import { listedProfessional, verifyByMail } from './support/staff-api.ts';

// Issue 28: a professional's activity after views and a reveal made in the same journey, and the
// admins' (and redactores') metrics with their tables and CSV files.

/** Another person's browser: its own cookies and its own user agent (another viewer of a profile). */
async function otherBrowser(browser: Browser, testInfo: TestInfo, userAgent: string): Promise<Page> {
  const { baseURL } = testInfo.project.use;
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    userAgent,
    viewport: { width: WIDTHS.desktop, height: 900 },
  });
  return context.newPage();
}

/** Resolves once the server has answered the profile's view beacon. */
const viewCounted = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/activity/views') && r.status() === 204);

/**
 * No chart drawn past the right edge of the viewport (a cut-off chart), once the charts have
 * followed a change of width (uPlot resizes on a ResizeObserver callback, later on a busy machine).
 */
async function chartsFit(page: Page) {
  const width = page.viewportSize()!.width;
  for (const chart of await page.locator('.uplot').all()) {
    await expect
      .poll(
        async () => {
          const box = (await chart.boundingBox())!;
          return box.x + box.width;
        },
        { message: 'a chart is cut off' },
      )
      .toBeLessThanOrEqual(width);
  }
}

test('a professional sees the views and the reveal of its profile, with their sources', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Three people, two widths, an answered request: a long journey.
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const pro = {
    nombre: 'Ramiro',
    apellido: `Actividad${suffix}`,
    email: freshEmail('actividad'),
    password: 'Secreta1',
  };
  const name = `${pro.nombre} ${pro.apellido}`;
  const proId = await listedProfessional(request, pro);
  await verifyByMail(request, pro.email);

  // A client finds it in the category list and opens its contact data.
  const email = freshEmail('mira');
  await createClient(page.request, email, 'Secreta1');
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await signIn(page, '/login', email, 'Secreta1');
  await page.goto('/dash/professionals/plomero');
  const fromList = viewCounted(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await fromList;
  await page.getByRole('button', { name: 'Contratar' }).click();
  const terms = page.getByRole('dialog', { name: 'Términos y condiciones' });
  await terms.getByRole('checkbox', { name: /acepto los términos/ }).check();
  await terms.getByRole('button', { name: 'Ver datos' }).click();
  await expect(page.getByRole('dialog', { name: 'Datos de contacto' })).toBeVisible();
  // Opening the profile again the same day is the same person: not counted twice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Someone else opens a shared link to it.
  const other = await otherBrowser(browser, testInfo, 'Mozilla/5.0 (Linux; Android 14) OtroNavegador/1.0');
  await signIn(other, '/login', DEMO.cliente, DEMO.password);
  const fromLink = viewCounted(other);
  await other.goto(`/dash/professionals/plomero/${proId}`);
  await expect(other.getByRole('heading', { level: 1, name })).toBeVisible();
  await fromLink;
  await other.context().close();

  // The professional, in its trial, from Mi Perfil to Mi actividad.
  const own = await otherBrowser(browser, testInfo, 'Mozilla/5.0 (X11; Linux x86_64) Prestador/1.0');
  await signIn(own, '/signin', pro.email, pro.password);
  // The reveal was a hire request: the professional answers it from the inbox.
  await own.goto('/dash/pedidos');
  const inboxCard = own.getByRole('main').getByRole('article').first();
  await inboxCard.getByRole('button', { name: 'Acepto' }).click();
  await expect(inboxCard.getByTestId('request-state')).toHaveText('Aceptada');
  await own.goto('/dash/miPerfil');
  await own.getByRole('main').getByRole('link', { name: 'Mi actividad' }).click();
  await expect(own).toHaveURL(/\/dash\/miActividad$/);
  const main = own.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mi actividad' })).toBeVisible();
  await expect(main).toContainText('Esta semana 2 personas vieron tu perfil, 2 más que la anterior.');
  await expect(main).toContainText('1 persona pidió tus datos de contacto ("Ver datos").');

  const sources = main.getByRole('region', { name: 'De dónde llegaron las visitas' });
  await expect(sources.getByRole('list', { name: 'Visitas por origen' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await sources.getByRole('button', { name: 'Ver como tabla' }).click();
  const table = sources.getByRole('table', { name: 'De dónde llegaron las visitas' });
  await expect(table.getByRole('row', { name: 'Lista de la categoría 1' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Enlace compartido o directo 1' })).toBeVisible();
  // Requests received and answered, week by week, as a table too.
  const thisWeek = main.getByRole('region', { name: /Esta semana/ });
  await expect(thisWeek.getByRole('definition').nth(2)).toHaveText('1');
  await expect(thisWeek.getByRole('definition').nth(3)).toHaveText('1');
  const requests = main.getByRole('region', { name: 'Solicitudes recibidas y respondidas' });
  await requests.getByRole('button', { name: 'Ver como tabla' }).click();
  const weekly = requests.getByRole('table', { name: 'Solicitudes recibidas y respondidas' });
  await expect(weekly.getByRole('columnheader')).toHaveText([
    'Semana del',
    'Solicitudes recibidas',
    'Solicitudes respondidas',
  ]);
  await expect(weekly.getByRole('row').last().getByRole('cell')).toHaveText(['1', '1']);
  const csvDownload = own.waitForEvent('download');
  await requests.getByRole('button', { name: 'Descargar CSV' }).click();
  const requestsCsv = await readFile(await (await csvDownload).path(), 'utf8');
  expect(requestsCsv).toContain('Solicitudes recibidas');
  expect(requestsCsv).toContain('Solicitudes respondidas');
  // Charts draw (canvas) once the page shows the weekly figures.
  await expect(main.locator('.uplot canvas').first()).toBeVisible();
  await atBothWidths(own, testInfo, 'mi-actividad');
  await chartsFit(own);
  await own.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await chartsFit(own);
  await own.context().close();
});

test('the admins read the metrics as charts, tables and CSV; a redactor only the ads', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await signIn(page, '/login', DEMO.admin, DEMO.password);
  await page.goto('/dash/professionalsRegistered');
  await page
    .getByRole('navigation', { name: 'Paneles de administración' })
    .getByRole('link', { name: 'Métricas' })
    .click();
  await expect(page).toHaveURL(/\/dash\/metricas$/);
  const main = page.getByRole('main');
  for (const title of [
    'Altas por semana',
    'De la prueba al pago, por cohorte',
    'Profesionales publicados por categoría',
    'Demanda y oferta por categoría y localidad',
    'Suscripciones por estado',
    'Denuncias por estado y criticidad',
    'Publicidades: impresiones y clics',
  ])
    await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();

  // The demo data's categories, as a table and as a CSV file.
  const listed = main.getByRole('region', { name: 'Profesionales publicados por categoría' });
  await listed.getByRole('button', { name: 'Ver como tabla' }).click();
  const table = listed.getByRole('table', { name: 'Profesionales publicados por categoría' });
  await expect(table.getByRole('columnheader')).toHaveText(['Categoría', 'Profesionales']);
  await expect(table.getByRole('row', { name: /^Plomero \d+$/ })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await listed.getByRole('button', { name: 'Descargar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('metricas-categorias.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFF"Categoría";"Profesionales"');
  expect(csv).toMatch(/\r\n"Plomero";\d+\r\n/);

  // The ads' reach: the demo ads with their impressions.
  const ads = main.getByRole('region', { name: 'Publicidades: impresiones y clics' });
  await ads.getByRole('button', { name: 'Ver como tabla' }).click();
  await expect(ads.getByRole('table').getByRole('row')).not.toHaveCount(1);
  await expect(main.locator('.uplot canvas').first()).toBeVisible();
  await atBothWidths(page, testInfo, 'metricas');
  await chartsFit(page);

  // A redactor: the ads only (the server refuses it the rest).
  const redactor = await otherBrowser(browser, testInfo, 'Mozilla/5.0 Redactor/1.0');
  await signIn(redactor, '/signinRedactor', DEMO.redactor, DEMO.password);
  await redactor.goto('/dash/redactorsLogin');
  await redactor
    .getByRole('navigation', { name: 'Panel de redactores' })
    .getByRole('link', { name: 'Métricas' })
    .click();
  const staffMain = redactor.getByRole('main');
  await expect(
    staffMain.getByRole('heading', { level: 2, name: 'Publicidades: impresiones y clics' }),
  ).toBeVisible();
  await expect(staffMain.getByRole('heading', { level: 2, name: 'Altas por semana' })).toHaveCount(0);
  await atBothWidths(redactor, testInfo, 'metricas-redactor');
  await redactor.context().close();
});
