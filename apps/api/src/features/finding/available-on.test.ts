import { toBits, WEEK_DAYS } from '@servihogar/shared/finding';
import { workCalendarSchema } from '@servihogar/shared/work-calendar';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertAccount, insertProfessional } from '../../../test/factories.ts';
import { listedNames } from '../../../test/page-reader.ts';
import { bookTime, cancelBooking, saveCalendar } from '../calendar/calendar.service.ts';

// Issue 43: "Disponible el {fecha}" reads the real calendar — declared hours minus days off minus
// bookings, within the horizon — through GET /professionals. NOW is Friday 20 November 2026, 09:00
// in Tucumán; Monday 23 and Monday 30 November are the days asked.

const MONDAYS = [{ dia: 'lun' as const, desde: '09:00', hasta: '13:00' }];

describe('Disponible el {fecha}', () => {
  const t = testAppOfSuite({ now: () => NOW });
  const names = listedNames(() => t().app);
  let firstOfMonday: { id: string } | null;
  const accountOf = new Map<string, string>();
  const on = (fecha: string) => names({ servicio: 'pintor', fecha });

  beforeAll(async () => {
    const db = t().db;
    const client = await insertAccount(db);
    const withCalendar = async (nombre: string, calendar: object) => {
      const account = await insertAccount(db, { roles: ['Prestador'] });
      const pro = await insertProfessional(db, {
        nombre,
        accountId: account.id,
        now: NOW,
        services: ['pintor'],
      });
      await saveCalendar(db, account.id, workCalendarSchema.parse(calendar), NOW);
      accountOf.set(nombre, account.id);
      return pro.id;
    };
    const mondays = { horario: MONDAYS, diasLibres: [], horizonteDias: 60 };
    await withCalendar('Ana', mondays);
    const beto = await withCalendar('Beto', mondays);
    const book = (from: string, to: string) =>
      bookTime(db, {
        professionalId: beto,
        clientAccountId: client.id,
        start: new Date(from),
        end: new Date(to),
      });
    // Monday 23: 09:00–11:00 and 11:00–13:00, the whole day; Monday 30: 09:00–11:00 only.
    firstOfMonday = await book('2026-11-23T12:00:00Z', '2026-11-23T14:00:00Z');
    await book('2026-11-23T14:00:00Z', '2026-11-23T16:00:00Z');
    await book('2026-11-30T12:00:00Z', '2026-11-30T14:00:00Z');
    await withCalendar('Carla', { ...mondays, diasLibres: [{ desde: '2026-11-23', hasta: '2026-11-27' }] });
    await withCalendar('Eva', { ...mondays, horizonteDias: 2 });
    await withCalendar('Fede', { ...mondays, horario: [{ dia: 'mar', desde: '09:00', hasta: '13:00' }] });
    // Dora never saved a calendar: the weekdays she declared stand for her hours.
    await insertProfessional(db, {
      nombre: 'Dora',
      now: NOW,
      services: ['pintor'],
      availableDays: toBits(WEEK_DAYS, ['lun', 'mie']),
    });
  });

  it('lists who has free time that day: hours minus days off minus bookings, within the horizon', async () => {
    expect(await on('2026-11-23')).toEqual(['Ana', 'Dora']);
    expect(await on('2026-11-30')).toEqual(['Ana', 'Beto', 'Carla', 'Dora']);
    expect(await on('2026-11-24')).toEqual(['Fede']);
    expect(await names({ servicio: 'pintor' })).toEqual(['Ana', 'Beto', 'Carla', 'Dora', 'Eva', 'Fede']);
  });

  it('frees the day again when a booking is cancelled', async () => {
    // Monday 23, 09:00–11:00.
    await cancelBooking(t().db, firstOfMonday!.id, NOW);
    expect(await on('2026-11-23')).toEqual(['Ana', 'Beto', 'Dora']);
  });

  it('follows a change of the weekly hours and of the days off (calendar_closed_days)', async () => {
    const save = (nombre: string, calendar: object) =>
      saveCalendar(t().db, accountOf.get(nombre)!, workCalendarSchema.parse(calendar), NOW);
    // Beto now works 09:00–11:00: Monday 30's booking fills it; Carla is back from her days off.
    await save('Beto', {
      horario: [{ dia: 'lun', desde: '09:00', hasta: '11:00' }],
      diasLibres: [],
      horizonteDias: 60,
    });
    await save('Carla', { horario: MONDAYS, diasLibres: [], horizonteDias: 60 });
    expect(await on('2026-11-30')).toEqual(['Ana', 'Carla', 'Dora']);
    expect(await on('2026-11-23')).toEqual(['Ana', 'Carla', 'Dora']);
    await save('Beto', { horario: MONDAYS, diasLibres: [], horizonteDias: 60 });
    expect(await on('2026-11-30')).toEqual(['Ana', 'Beto', 'Carla', 'Dora']);
  });

  it('finds no one on a past day, and refuses a date that is not one', async () => {
    expect(await on('2026-11-16')).toEqual([]);
    const res = await t().app.inject({ url: '/professionals?servicio=pintor&fecha=23/11/2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ fecha: 'Elegí una fecha válida (AAAA-MM-DD).' });
  });
});
