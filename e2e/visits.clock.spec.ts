import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { demoProfilePath, requestCard } from './support/requests.ts';
import { atBothWidths, WIDTHS } from './support/screenshots.ts';

// Issue 43 §4 (decision 0072): the demo weekly series (Martín Paz with the demo Prestador, started
// about three weeks ago) has visits that ended. Its client answers "¿Llegó a trabajar Sofía Belén?" for
// one, rates that visit, and still sees the visits once the series is marked "Trabajo realizado".
// It runs on the clock project's app (one journey at a time) because it rates the demo Prestador,
// whose average the main app's journeys compare before and after their own steps.

const SERIES_NEED = 'Todas las semanas, el mismo trabajo.';

test('a client answers "¿Llegó a trabajar?" for a past visit of a series and rates it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await signIn(page, '/login', 'martin.paz@servihogar.demo', DEMO.password);
  await openPage(page, '/dash/misSolicitudes');
  const series = requestCard(page, SERIES_NEED);
  const past = series.getByRole('list', { name: 'Visitas pasadas' });
  // The first visit was answered (yes, not rated yet); the next one ended unanswered.
  await expect(past.getByRole('button', { name: 'Calificar esta visita' })).toHaveCount(1);
  const asked = past.getByRole('listitem').filter({
    has: page.getByRole('group', { name: '¿Llegó a trabajar Sofía Belén?' }),
  });
  await expect(asked.first()).toBeVisible();
  const askedBefore = await asked.count();
  await atBothWidths(page, testInfo, 'visits-asked');
  expect((await new AxeBuilder({ page }).include('main').analyze()).violations).toEqual([]);

  await page.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  const visit = asked.first();
  const when = (await visit.getByTestId('past-visit').textContent())!;
  await visit.getByRole('button', { name: 'Sí' }).click();
  const answered = past.getByRole('listitem').filter({ hasText: when });
  await expect(answered.getByText(/Contanos cómo fue esta visita/)).toBeFocused();
  await answered.locator('label', { has: page.getByRole('radio', { name: '5 estrellas' }) }).click();
  await answered.getByRole('textbox', { name: 'Tu comentario' }).fill('Llegó puntual y dejó todo impecable.');
  await answered.getByRole('button', { name: 'Enviar calificación' }).click();
  await expect(answered).toContainText('Llegó a trabajar · Visita calificada');
  await expect(asked).toHaveCount(askedBefore - 1);

  // "Trabajo realizado" closes the request, not its visits: the list and the questions stay.
  await series.getByRole('button', { name: 'Trabajo realizado' }).click();
  await expect(series.getByTestId('request-state')).toHaveText('Realizada');
  await expect(answered).toContainText('Visita calificada');
  await expect(past.getByRole('button', { name: 'Calificar esta visita' })).toHaveCount(1);
  await atBothWidths(page, testInfo, 'visits-after-done');

  // The rating shows on the professional's profile.
  await openPage(page, await demoProfilePath(page));
  await expect(page.getByText('Llegó puntual y dejó todo impecable.')).toBeVisible();
});
