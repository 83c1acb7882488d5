import { expect, type Page, test } from '@playwright/test';
import { addDays, argentineDay, dayNoon, TIME_ZONE, weekdayOf } from '@servihogar/shared/calendar';
import { WEEK_DAY_NAMES, WEEK_DAYS } from '@servihogar/shared/finding';
import { createClient, freshEmail, signIn } from './support/accounts.ts';
import { openList } from './support/lists.ts';
import { atBothWidths, WIDTHS } from './support/screenshots.ts';
import { listedProfessional, verifyByMail } from './support/staff-api.ts';

// Issue 43 part 1: a professional keeps its calendar in Mi Perfil (weekly hours, days off, how far
// ahead), its profile shows the next free times by franja, and "Disponible el {fecha}" reads them.

const longDay = new Intl.DateTimeFormat('es-AR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: TIME_ZONE,
});
const dayLabel = (day: string) => longDay.format(new Date(dayNoon(day)));

/** The names (A–Z) the plumbers' list shows for "Disponible el {fecha}". */
async function availableOn(page: Page, fecha: string, apellido: string) {
  await openList(page, `/dash/professionals/plomero?fecha=${fecha}&q=${apellido}`);
  await expect(page.getByLabel('Disponible el')).toHaveValue(fecha);
  return page.getByRole('main').getByRole('link', { name: new RegExp(apellido) });
}

test('a professional edits its calendar and its profile shows the next free times (375 and 1280 px)', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const pro = {
    nombre: 'Celia',
    apellido: `Calendario${suffix}`,
    email: freshEmail('calendario'),
    password: 'Secreta1',
  };
  const proId = await listedProfessional(request, pro);
  await verifyByMail(request, pro.email);
  const today = argentineDay(new Date());
  const dayOff = addDays(today, 2);
  const free = addDays(today, 3);

  // On a phone, with the keyboard: hours every day, a second range on one day, a day off.
  await page.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await signIn(page, '/signin', pro.email, pro.password);
  await page.goto('/dash/miPerfil');
  const calendar = page.getByRole('region', { name: 'Mi calendario' });
  await expect(calendar.getByRole('button', { name: 'Guardar calendario' })).toBeVisible();
  for (const dia of WEEK_DAYS) {
    const add = calendar.getByRole('button', {
      name: `Agregar horario el ${WEEK_DAY_NAMES[dia].toLowerCase()}`,
    });
    await add.focus();
    await page.keyboard.press('Enter');
  }
  const dayOfFree = calendar.getByRole('group', { name: WEEK_DAY_NAMES[WEEK_DAYS[weekdayOf(free)]!] });
  await dayOfFree.getByRole('button', { name: /^Agregar horario/ }).click();
  // A second range overlapping the first is refused in Spanish, under its field.
  await dayOfFree.getByLabel('Desde').nth(1).fill('12:00');
  await dayOfFree.getByLabel('Hasta').nth(1).fill('14:00');
  await calendar.getByRole('button', { name: 'Guardar calendario' }).click();
  await expect(dayOfFree.getByText('Este horario se superpone con otro del mismo día.')).toBeVisible();
  await dayOfFree.getByLabel('Desde').nth(1).fill('15:00');
  await dayOfFree.getByLabel('Hasta').nth(1).fill('19:00');
  await calendar.getByRole('button', { name: 'Agregar días libres' }).click();
  await calendar.getByLabel('Desde el día').fill(dayOff);
  await calendar.getByLabel('Hasta el día').fill(dayOff);
  await calendar.getByLabel(/días de anticipación/).fill('30');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/professionals/me/calendar') && r.request().method() === 'PUT',
  );
  await calendar.getByRole('button', { name: 'Guardar calendario' }).click();
  expect((await saved).status()).toBe(200);
  await expect(calendar.getByText('Calendario guardado.')).toBeVisible();
  await calendar.scrollIntoViewIfNeeded();
  await atBothWidths(page, testInfo, 'calendar-form');

  // A client sees the next free times by franja: not on the day off; two franjas on the day with two ranges.
  const visitor = await browser.newPage();
  const clientEmail = freshEmail('visita');
  await createClient(visitor.request, clientEmail, 'Secreta1');
  await signIn(visitor, '/login', clientEmail, 'Secreta1');
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.goto(`/dash/professionals/plomero/${proId}`);
    const section = visitor.getByRole('region', { name: 'Próximos horarios libres' });
    await expect(section.getByRole('listitem').first()).toBeVisible();
    const freeDay = section.getByRole('listitem').filter({ hasText: new RegExp(dayLabel(free), 'i') });
    await expect(freeDay).toContainText('Mañana 09:00 a 13:00');
    await expect(freeDay).toContainText('Tarde 15:00 a 19:00');
    await expect(
      section.getByRole('listitem').filter({ hasText: new RegExp(`^${dayLabel(dayOff)}`, 'i') }),
    ).toHaveCount(0);
  }
  await visitor.getByRole('region', { name: 'Próximos horarios libres' }).scrollIntoViewIfNeeded();
  await atBothWidths(visitor, testInfo, 'free-times');

  // "Disponible el {fecha}" reads the calendar: not on the day off, yes on a working day.
  await expect(await availableOn(visitor, dayOff, pro.apellido)).toHaveCount(0);
  await expect(await availableOn(visitor, free, pro.apellido)).toHaveCount(1);
  await visitor.close();
});
