import * as msg from '@servihogar/shared/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { backOfficeApp } from '../../../test/mail-app.ts';
import { expectThrottled } from '../../../test/throttle.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { dataRightsRequests, holidays } from '../../db/tables/data-rights-requests.table.ts';
import { listDataRightsRequests } from './data-rights-requests.service.ts';

// Thursday 3 December 2026, 10:00 in Argentina: Monday 7 (bridge) and Tuesday 8 are holidays.
const THURSDAY = new Date('2026-12-03T13:00:00.000Z');
const CODE = /^DAT-2026-\d{8}$/;
const body = (email: string, kind = 'supresion') => ({
  kind,
  nombre: 'Lucía Pérez',
  email,
  detalle: 'Quiero que borren mi número de teléfono de un comentario.',
});
type Listed = { code: string; status: string; dueOn: string; businessDaysLeft: number; overdue: boolean };

describe('data-rights requests with a deadline (issue 32, part 3)', () => {
  const ctx = backOfficeApp(THURSDAY);
  const file = (payload: object) =>
    ctx.t.app.inject({ method: 'POST', url: '/data-rights-requests', payload });
  const queue = async () => {
    const res = await ctx.t.app.inject({
      method: 'GET',
      url: '/data-rights-requests',
      headers: ctx.admin.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json().requests as Listed[];
  };
  const resolve = (code: string, payload: object) =>
    ctx.t.app.inject({
      method: 'POST',
      url: `/data-rights-requests/${code}/resolution`,
      headers: ctx.admin.auth,
      payload,
    });

  it('seeds the national holidays of 2026 and 2027', async () => {
    const rows = await ctx.t.db.select().from(holidays);
    expect(rows.filter((r) => r.day.startsWith('2026'))).toHaveLength(19);
    expect(rows.filter((r) => r.day.startsWith('2027')).length).toBeGreaterThanOrEqual(15);
    expect(rows.find((r) => r.day === '2026-12-08')?.name).toBe('Inmaculada Concepción de María');
  });

  it('gives anyone a code and a due day past weekends and holidays, the same for any address, and e-mails it', async () => {
    const account = await createAccount(ctx.t.db, { roles: ['Cliente'] });
    const known = await file(body(account.email.toUpperCase()));
    const unknown = await file(body('nadie.datos@example.com', 'acceso'));
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(202);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'dueOn', 'message']);
      expect(res.json().code).toMatch(CODE);
      // Fri 4, (Mon 7, Tue 8), Wed 9, Thu 10, Fri 11, Mon 14.
      expect(res.json().dueOn).toBe('2026-12-14');
      expect(res.json().message).toBe(
        `Recibimos tu pedido. Tu código de caso es ${res.json().code}. Te responderemos a más tardar el 14 de diciembre de 2026.`,
      );
    }
    const mail = await ctx.smtp.waitForMail(account.email, {
      subject: `Tu pedido ${known.json().code} sobre tus datos en ServiHogar`,
    });
    expect(mail.text).toContain('supresión (borrar datos)');
    expect(mail.text).toContain('14 de diciembre de 2026');
    await ctx.smtp.waitForMail('nadie.datos@example.com', { subject: new RegExp(unknown.json().code) });

    const listed = (await queue()).find((r) => r.code === known.json().code);
    expect(listed).toMatchObject({ status: 'pendiente', businessDaysLeft: 5, overdue: false });
  });

  it('counts down in business days and marks the overdue ones', async () => {
    const filed = await file(body('cuenta.regresiva@example.com', 'rectificacion'));
    const code = filed.json().code as string;
    // The service at later instants (an access token would not live that long).
    const at = async (instant: string) =>
      (await listDataRightsRequests(ctx.t.db, new Date(instant))).requests.find((r) => r.code === code)!;
    expect(await at('2026-12-08T15:00:00Z')).toMatchObject({ businessDaysLeft: 4, overdue: false }); // a holiday
    expect(await at('2026-12-11T15:00:00Z')).toMatchObject({ businessDaysLeft: 1, overdue: false });
    expect(await at('2026-12-14T15:00:00Z')).toMatchObject({ businessDaysLeft: 0, overdue: false });
    expect(await at('2026-12-16T15:00:00Z')).toMatchObject({ businessDaysLeft: -2, overdue: true });
  });

  it('lets an admin answer or reject once, with a note: audited and e-mailed', async () => {
    const filed = await file(body('respuesta@example.com', 'acceso'));
    const code = filed.json().code as string;
    const res = await resolve(code, { status: 'respondida', note: 'Te enviamos el archivo con tus datos.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code,
      status: 'respondida',
      resolutionNote: 'Te enviamos el archivo con tus datos.',
      overdue: false,
      resolvedAt: THURSDAY.toISOString(),
    });
    const mail = await ctx.smtp.waitForMail('respuesta@example.com', {
      subject: `Respuesta a tu pedido ${code} en ServiHogar`,
    });
    expect(mail.text).toContain(`Respondimos tu pedido ${code} (acceso a mis datos).`);
    expect(mail.text).toContain('Nota: Te enviamos el archivo con tus datos.');
    expect(mail.text).toContain('Agencia de Acceso a la Información Pública');

    const [entry] = await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetId, code));
    expect(entry).toMatchObject({
      action: 'dataRights.resolve',
      actorAccountId: ctx.adminId,
      targetType: 'data_rights_request',
    });
    expect(entry!.details).toMatchObject({ status: 'respondida', dueOn: '2026-12-14' });

    const again = await resolve(code, { status: 'rechazada', note: 'Otra vez.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.dataRightsRequests.alreadyResolved);
    expect((await resolve('DAT-2026-00000000', { status: 'rechazada', note: 'No existe.' })).statusCode).toBe(
      404,
    );

    const rejected = await file(body('rechazo@example.com'));
    const no = await resolve(rejected.json().code, {
      status: 'rechazada',
      note: 'No encontramos datos tuyos.',
    });
    expect(no.json().status).toBe('rechazada');
    const rejectMail = await ctx.smtp.waitForMail('rechazo@example.com', {
      subject: /Respuesta a tu pedido/,
    });
    expect(rejectMail.text).toContain(`Rechazamos tu pedido ${rejected.json().code}`);

    // Pending ones first, soonest due first; the resolved ones after them.
    const statuses = (await queue()).map((r) => r.status);
    expect(statuses.indexOf('pendiente')).toBe(0);
    expect(statuses.lastIndexOf('pendiente')).toBeLessThan(statuses.indexOf('respondida'));
  });

  it('refuses bad data with the Spanish messages, and keeps the queue to admins', async () => {
    const bad = await file({
      kind: 'olvido',
      nombre: 'L',
      email: 'no-es-mail',
      detalle: 'corto',
      channel: 'fax',
    });
    expectFieldErrors(bad, {
      kind: msg.dataRightsRequests.kindRequired,
      channel: msg.api.invalidQuery,
      nombre: msg.dataRightsRequests.nameRequired,
      email: msg.registration.emailFormat,
      detalle: msg.dataRightsRequests.detailRequired,
    });
    const badNote = await resolve('DAT-2026-00000001', { status: 'pendiente', note: '' });
    expectFieldErrors(badNote, {
      status: msg.dataRightsRequests.statusRequired,
      note: msg.dataRightsRequests.noteRequired,
    });
    expect((await resolve('no-es-codigo', { status: 'rechazada', note: 'Una nota.' })).statusCode).toBe(400);
    expect((await ctx.t.app.inject({ method: 'GET', url: '/data-rights-requests' })).statusCode).toBe(401);
    const client = await signIn(ctx.t.app, await createAccount(ctx.t.db, { roles: ['Cliente'] }));
    const asClient = await ctx.t.app.inject({
      method: 'GET',
      url: '/data-rights-requests',
      headers: client.auth,
    });
    expect(asClient.statusCode).toBe(403);
  });
});

describe('the data-rights queue in pages (issue 41, item 9d)', () => {
  const ctx = backOfficeApp(THURSDAY);

  it('reaches request 501 and past: every request once, pending ones first, page after page', async () => {
    // 620 requests, most filed at one instant: the order must still be the same on every page.
    const rows = Array.from({ length: 620 }, (_, i) => ({
      code: `DAT-2026-${String(90_000_000 + i)}`,
      kind: 'acceso',
      channel: 'privacidad',
      nombre: 'Lucía Pérez',
      email: `cola${i}@example.com`,
      detalle: 'Quiero saber qué datos míos tienen.',
      status: i % 31 === 0 ? 'pendiente' : 'respondida',
      filedAt: THURSDAY,
      dueOn: `2026-12-${String(10 + (i % 7)).padStart(2, '0')}`,
    }));
    await ctx.t.db.insert(dataRightsRequests).values(rows);
    const listed: Listed[] = [];
    let next: number | null = 0;
    for (let pages = 0; next !== null; pages++) {
      expect(pages).toBeLessThan(20);
      const res: { statusCode: number; json(): { requests: Listed[]; next: number | null } } =
        await ctx.t.app.inject({
          url: `/data-rights-requests?offset=${next}`,
          headers: ctx.admin.auth,
        });
      expect(res.statusCode).toBe(200);
      listed.push(...res.json().requests);
      next = res.json().next;
    }
    expect(listed.map((r) => r.code).sort()).toEqual(rows.map((r) => r.code).sort());
    const statuses = listed.map((r) => r.status);
    expect(statuses.lastIndexOf('pendiente')).toBe(rows.filter((r) => r.status === 'pendiente').length - 1);
    const pendingDue = listed.filter((r) => r.status === 'pendiente').map((r) => r.dueOn);
    expect(pendingDue).toEqual([...pendingDue].sort());
    const bad = await ctx.t.app.inject({ url: '/data-rights-requests?offset=-1', headers: ctx.admin.auth });
    expect(bad.statusCode).toBe(400);
  });
});

describe('data-rights requests are throttled per address', () => {
  it('answers 429 past the limit', () =>
    expectThrottled(
      '/data-rights-requests',
      (limits) => limits.dataRightsRequest,
      (i) => body(`x${i}@example.com`),
    ));
});
