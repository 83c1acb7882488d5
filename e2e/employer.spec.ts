import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { atBothWidths, WIDTHS } from './support/screenshots.ts';

// Issue 46, item 2: the demo Cliente's weekly cleaning (accepted) shows "Herramientas de
// empleador": the month's pay from the demo table (2 h a week at $ 3.250,10), the aguinaldo, and a
// receipt downloaded on a phone and on a computer, whose PDF says what the calculator said.

async function receiptText(page: Page): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar recibo (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^recibo-\d{4}-\d{2}\.pdf$/);
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(await download.path())));
  return (await extractText(pdf, { mergePages: true })).text;
}

test('a client works out this month’s pay and downloads the receipt, on a phone and on a computer', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await signIn(page, '/login', DEMO.cliente, DEMO.password);
  await openPage(page, '/dash/misSolicitudes');
  const tools = page.getByRole('link', { name: 'Herramientas de empleador' });
  await page
    .getByRole('article', { name: 'Solicitud a María Laura Gómez' })
    .filter({ has: tools })
    .getByRole('link', { name: 'Herramientas de empleador' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Herramientas de empleador' })).toBeVisible();

  // The booked visits (2 h every week) as the hours; the demo table from 1 January 2026.
  await expect(page.getByLabel('Horas por semana')).toHaveValue('2');
  await page.getByLabel('Mes', { exact: true }).fill('2026-11');
  await page.getByLabel('Años de antigüedad').fill('3');
  // 2 h × 52 ÷ 12 × $ 3.250,10 = $ 28.167,53; 3 % = $ 845,03.
  await expect(page.getByTestId('month-total')).toHaveText('$ 29.012,56');
  await expect(
    page.getByText('Ley 26.844, escala vigente desde el 01/01/2026: $ 3.250,10 la hora'),
  ).toBeVisible();
  await page.getByLabel('Meses trabajados en el semestre').fill('3');
  await expect(page.getByTestId('aguinaldo-total')).toHaveText('$ 7.253,14');

  // A wrong CUIL is said under its field before anything is sent.
  const workerCuil = page.getByLabel('CUIL de María Laura (opcional)');
  await workerCuil.fill('27-12345678-5');
  await page.getByRole('button', { name: 'Descargar recibo (PDF)' }).click();
  await expect(page.getByText('Revisá el CUIL: son 11 números (por ejemplo 27-12345678-5).')).toBeVisible();
  await workerCuil.fill('27-12345678-0');
  await page.getByLabel('Incluir el aguinaldo en este recibo').check();
  const phone = await receiptText(page);
  await expect(page.getByText('Listo: descargaste el recibo.')).toBeVisible();
  for (const part of [
    'Recibo de sueldo',
    'Período: noviembre de 2026',
    'María Laura Gómez',
    'CUIL: 27-12345678-0',
    '$ 28.167,53',
    'Antigüedad (3 %)',
    'Aguinaldo (SAC) 2.º semestre 2026 (3 de 6 meses)',
    '$ 36.265,70',
    'Firma del trabajador/a',
  ])
    expect(phone).toContain(part);

  await atBothWidths(page, testInfo, 'employer-tools');
  const audit = await new AxeBuilder({ page }).include('main').analyze();
  expect(audit.violations).toEqual([]);
  // On a computer, a full month con retiro instead.
  await page.getByLabel('Forma de trabajo').selectOption({ label: 'Mensual con retiro' });
  await page.getByLabel('Incluir el aguinaldo en este recibo').uncheck();
  await expect(page.getByTestId('month-total')).toHaveText('$ 410.683,80');
  const computer = await receiptText(page);
  expect(computer).toContain('Salario básico mensual');
  expect(computer).toContain('$ 410.683,80');
  expect(computer).not.toContain('Aguinaldo');
});
