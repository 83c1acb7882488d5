import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertAccount, insertProfessional } from '../../../test/factories.ts';
import { professionals } from '../../db/tables/professionals.table.ts';
import { bookTime } from './calendar.service.ts';

// Issue 43 part 1 through HTTP: the owner edits its calendar; anyone reads its next free times.
// NOW is Friday 20 November 2026, 09:00 in Tucumán.

const CALENDAR = {
  horario: [
    { dia: 'lun', desde: '09:00', hasta: '13:00' },
    { dia: 'lun', desde: '15:00', hasta: '19:00' },
    { dia: 'sab', desde: '22:00', hasta: '24:00' },
    { dia: 'vie', desde: '08:00', hasta: '12:00' },
  ],
  diasLibres: [{ desde: '2026-11-30', hasta: '2026-11-30' }],
  horizonteDias: 10,
};

describe('the professional calendar', () => {
  const t = testAppOfSuite({ now: () => NOW });
  let owner: SignedIn;
  let professionalId: string;

  const put = (body: object, who = owner) =>
    t().app.inject({ method: 'PUT', url: '/professionals/me/calendar', headers: who.auth, payload: body });
  const freeTimes = (id = professionalId) =>
    t().app.inject({ method: 'GET', url: `/professionals/${id}/free-times` });

  beforeAll(async () => {
    const account = await createAccount(t().db, { roles: ['Prestador'] });
    professionalId = (await insertProfessional(t().db, { accountId: account.id, now: NOW })).id;
    owner = await signIn(t().app, account);
  });

  it('starts empty, saves the whole calendar and reads it back sorted', async () => {
    const empty = await t().app.inject({
      method: 'GET',
      url: '/professionals/me/calendar',
      headers: owner.auth,
    });
    expect(empty.json()).toEqual({ horario: [], diasLibres: [], horizonteDias: 60 });
    const saved = await put(CALENDAR);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().horario.map((r: { dia: string; desde: string }) => `${r.dia} ${r.desde}`)).toEqual([
      'lun 09:00',
      'lun 15:00',
      'vie 08:00',
      'sab 22:00',
    ]);
    const read = await t().app.inject({
      method: 'GET',
      url: '/professionals/me/calendar',
      headers: owner.auth,
    });
    expect(read.json()).toEqual(saved.json());
    // The profile's usual days and franjas follow the hours.
    const [row] = await t()
      .db.select({ days: professionals.availableDays, slots: professionals.availableSlots })
      .from(professionals)
      .where(eq(professionals.id, professionalId));
    expect(row).toEqual({ days: 1 + 16 + 32, slots: 1 + 2 + 4 });
  });

  it('refuses in Spanish ranges that overlap or cross midnight', async () => {
    const res = await put({
      ...CALENDAR,
      horario: [
        { dia: 'mar', desde: '09:00', hasta: '13:00' },
        { dia: 'mar', desde: '12:00', hasta: '14:00' },
        { dia: 'mie', desde: '22:00', hasta: '02:00' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      'horario.1.desde': 'Este horario se superpone con otro del mismo día.',
      'horario.2.hasta':
        'La hora de fin tiene que ser posterior a la de inicio (un horario no pasa la medianoche: cargá dos).',
    });
  });

  it('shows the next free times by franja: hours minus days off minus bookings, up to the horizon', async () => {
    await put(CALENDAR);
    const client = await insertAccount(t().db);
    // Monday 23 November, 10:00–12:00 in Tucumán.
    await bookTime(t().db, {
      professionalId,
      clientAccountId: client.id,
      start: new Date('2026-11-23T13:00:00Z'),
      end: new Date('2026-11-23T15:00:00Z'),
    });
    const res = await freeTimes();
    expect(res.statusCode).toBe(200);
    const days = res.json().dias as {
      dia: string;
      franjas: { franja: string; desde: string; hasta: string }[];
    }[];
    const summary = days.map(
      (d) => `${d.dia} ${d.franjas.map((f) => `${f.franja} ${f.desde}-${f.hasta}`).join(', ')}`,
    );
    expect(summary).toEqual([
      // Today from 09:00 (now) to 12:00.
      '2026-11-20 manana 09:00-12:00',
      '2026-11-21 noche 22:00-24:00',
      '2026-11-23 manana 09:00-10:00, manana 12:00-13:00, tarde 15:00-19:00',
      '2026-11-27 manana 08:00-12:00',
      '2026-11-28 noche 22:00-24:00',
      // Monday 30 is a day off; the horizon (10 days) ends on 30 November.
    ]);
  });

  it('answers 404 for a professional who is not listed', async () => {
    const hidden = await insertProfessional(t().db, { state: 'pending', now: NOW });
    expect((await freeTimes(hidden.id)).statusCode).toBe(404);
  });

  it('has no calendar for an account without a professional', async () => {
    const bare = await signIn(t().app, await createAccount(t().db, { roles: ['Prestador'] }));
    const res = await t().app.inject({
      method: 'GET',
      url: '/professionals/me/calendar',
      headers: bare.auth,
    });
    expect(res.statusCode).toBe(404);
  });
});
