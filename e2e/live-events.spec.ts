import { expect, type Page } from '@playwright/test';
import { openPage } from './support/gate.ts';
import { test } from './support/people.ts';
import { askDemoProfessional, openAsDemoPro, requestCard } from './support/requests.ts';
import { atBothWidths, WIDTHS } from './support/screenshots.ts';

// Issue 42, part 2: open pages hear of changes through GET /events and read their lists again.
// The professional's inbox (1280 px) shows a new request, and the client's Mis solicitudes (375 px)
// shows the answer, while both stay open: no reload, no navigation.

/** Counts the page's full loads from now on (a reload or a navigation would show here). */
function loadsOf(page: Page) {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

test('an open inbox and an open Mis solicitudes update live, without a reload', async ({
  client,
  pro,
}, testInfo) => {
  test.setTimeout(180_000);
  await client.setViewportSize({ width: WIDTHS.mobile, height: 800 });
  await openAsDemoPro(pro, '/dash/pedidos');
  await expect(pro.getByRole('heading', { level: 1 })).toBeVisible();
  const proLoads = loadsOf(pro);

  const asked = await askDemoProfessional(client, { when: 'a_convenir' });
  const card = requestCard(pro, asked.need);
  await expect(card.getByTestId('request-state')).toHaveText('Nueva');
  expect(proLoads()).toBe(0);

  await openPage(client, '/dash/misSolicitudes');
  const mine = requestCard(client, asked.need);
  await expect(mine.getByTestId('request-state')).toHaveText('Nueva');
  const clientLoads = loadsOf(client);
  await card.getByRole('button', { name: 'Acepto' }).click();
  await expect(mine.getByTestId('request-state')).toHaveText('Aceptada');
  expect(clientLoads()).toBe(0);
  await atBothWidths(client, testInfo, 'live-mis-solicitudes');
});
