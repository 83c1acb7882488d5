import { DAY_MS, TRIAL_DAYS } from '@servihogar/shared/constants';
import { fillMessage, formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOW } from '../../../test/build-test-app.ts';
import { insertProfessional, type LifecycleState } from '../../../test/factories.ts';
import { backOfficeApp, PUBLIC_URL } from '../../../test/mail-app.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { professionals } from '../../db/tables/professionals.table.ts';

const days = (n: number) => new Date(NOW.getTime() + n * DAY_MS);

describe('admin provider actions', () => {
  const ctx = backOfficeApp(NOW);

  const act = (action: string, id: string, headers = ctx.admin.auth) =>
    ctx.t.app.inject({
      method: 'POST',
      url: `/professionals/${action}`,
      headers,
      payload: { professional_id: id },
    });
  const listed = async (id: string) => {
    const res = await ctx.t.app.inject({ url: '/professionals?limit=100' });
    return res.json().professionals.some((p: { _id: string }) => p._id === id);
  };
  const row = async (id: string) =>
    (await ctx.t.db.select().from(professionals).where(eq(professionals.id, id)))[0]!;
  const make = (state: LifecycleState, extra: Parameters<typeof insertProfessional>[1] = {}) =>
    insertProfessional(ctx.t.db, { now: NOW, state, ...extra });

  it('altaProf: active, the 7-day trial starts now, listed, e-mailed with its end, audited', async () => {
    const p = await make('pending', { nombre: 'Lucía', email: 'lucia.alta@example.com' });
    expect(await listed(p.id)).toBe(false);

    const res = await act('altaProf', p.id);
    const trialEnd = days(TRIAL_DAYS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: fillMessage(msg.providerAdmin.altaDone, { fecha: formatLongDate(trialEnd) }),
    });
    expect(await row(p.id)).toMatchObject({ altaUsuario: true, trialStartedAt: NOW });
    expect(await listed(p.id)).toBe(true);

    const mail = await ctx.smtp.waitForMail('lucia.alta@example.com', { subject: 'prueba gratis' });
    expect(mail.text).toContain('Hola Lucía:');
    expect(mail.text).toContain(`termina el ${formatLongDate(trialEnd)}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/dash/licenseTypes`);

    const [audit] = await ctx.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'professional.alta'), eq(auditLog.targetId, p.id)));
    expect(audit).toMatchObject({ actorAccountId: ctx.adminId, targetType: 'professional', createdAt: NOW });
    expect(audit!.details).toEqual({
      set: { altaUsuario: true, trialStartedAt: NOW.toISOString() },
      before: { altaUsuario: false, trialStartedAt: null },
    });

    ctx.clock = new Date(trialEnd.getTime() - 1);
    expect(await listed(p.id)).toBe(true);
    ctx.clock = trialEnd;
    expect(await listed(p.id)).toBe(false);
  });

  it('altaProf: 409 when already active; a second alta keeps the first trial', async () => {
    const p = await make('trial');
    const res = await act('altaProf', p.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: msg.providerAdmin.alreadyActive });

    const expired = await make('trialExpired', { altaUsuario: false, email: 'vuelve@example.com' });
    const again = await act('altaProf', expired.id);
    expect(again.json()).toEqual({ message: msg.providerAdmin.altaDoneNoTrial });
    expect((await row(expired.id)).trialStartedAt).toEqual(expired.trialStartedAt);
    expect(await listed(expired.id)).toBe(false);
    const mail = await ctx.smtp.waitForMail('vuelve@example.com');
    expect(mail.subject).toBe('Tu cuenta de ServiHogar está activa');
  });

  it('suspenderAltaProf: only when active, hides the professional', async () => {
    const p = await make('trial');
    expect(await listed(p.id)).toBe(true);
    const res = await act('suspenderAltaProf', p.id);
    expect(res.json()).toEqual({ message: msg.providerAdmin.suspended });
    expect((await row(p.id)).altaUsuario).toBe(false);
    expect(await listed(p.id)).toBe(false);

    const again = await act('suspenderAltaProf', p.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.providerAdmin.notActive);
  });

  it('suspenderFree: free=false, hidden; 409 twice or once paid', async () => {
    const p = await make('trial');
    const res = await act('suspenderFree', p.id);
    expect(res.json()).toEqual({ message: msg.providerAdmin.freeSuspended });
    expect(await listed(p.id)).toBe(false);
    const status = await adminRow(p.id);
    expect(status).toMatchObject({ free: false, altaUsuario: true, listed: false });

    expect((await act('suspenderFree', p.id)).json().message).toBe(msg.providerAdmin.freeAlreadySuspended);
    const paid = await make('paid');
    const refused = await act('suspenderFree', paid.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(msg.providerAdmin.freeNotApplicable);
    const pending = await make('pending');
    const notStarted = await act('suspenderFree', pending.id);
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().message).toBe(msg.providerAdmin.freeNotStarted);
    expect((await row(pending.id)).freeSuspended).toBe(false);
  });

  it('habilitarFree: lifts the suspension inside the trial; after it, a new trial starts now', async () => {
    const p = await make('freeSuspended');
    const trialStartedAt = p.trialStartedAt;
    const res = await act('habilitarFree', p.id);
    expect(res.json()).toEqual({ message: msg.providerAdmin.freeEnabled });
    expect(await row(p.id)).toMatchObject({ freeSuspended: false, trialStartedAt });
    expect(await listed(p.id)).toBe(true);
    expect((await act('habilitarFree', p.id)).json().message).toBe(msg.providerAdmin.freeNotSuspended);

    const expired = await make('trialExpired', { email: 'otra.prueba@example.com' });
    expect(await listed(expired.id)).toBe(false);
    const restarted = await act('habilitarFree', expired.id);
    expect(restarted.json()).toEqual({
      message: fillMessage(msg.providerAdmin.freeEnabledNewTrial, { fecha: formatLongDate(days(7)) }),
    });
    expect((await row(expired.id)).trialStartedAt).toEqual(NOW);
    expect(await listed(expired.id)).toBe(true);
    const mail = await ctx.smtp.waitForMail('otra.prueba@example.com');
    expect(mail.text).toContain(formatLongDate(days(7)));

    const overdue = await make('overdue');
    expect((await act('habilitarFree', overdue.id)).statusCode).toBe(409);
  });

  it('restablecerAbonado: one Mensual period from max(now, paidUntil), listed again, e-mailed', async () => {
    const overdue = await make('overdue', { email: 'vencido@example.com' });
    expect(await listed(overdue.id)).toBe(false);
    const res = await act('restablecerAbonado', overdue.id);
    expect(res.json()).toEqual({
      message: fillMessage(msg.providerAdmin.paidRestored, { fecha: formatLongDate(days(30)) }),
    });
    expect(await row(overdue.id)).toMatchObject({ paidUntil: days(30), ultimoPago: NOW });
    expect(await listed(overdue.id)).toBe(true);
    expect(await adminRow(overdue.id)).toMatchObject({ cuotaVencida: false, free: null });
    const mail = await ctx.smtp.waitForMail('vencido@example.com');
    expect(mail.text).toContain(`abonada hasta el ${formatLongDate(days(30))}`);

    const ahead = await make('paid');
    await act('restablecerAbonado', ahead.id);
    expect((await row(ahead.id)).paidUntil).toEqual(new Date(ahead.paidUntil!.getTime() + 30 * DAY_MS));

    const suspended = await make('freeSuspended');
    await act('restablecerAbonado', suspended.id);
    expect(await listed(suspended.id)).toBe(true);

    // During the free trial the period starts when the trial ends: no trial day is lost (issue 48).
    const onTrial = await make('trial');
    await act('restablecerAbonado', onTrial.id);
    const trialEnd = onTrial.trialStartedAt!.getTime() + TRIAL_DAYS * DAY_MS;
    expect((await row(onTrial.id)).paidUntil).toEqual(new Date(trialEnd + 30 * DAY_MS));
  });

  it('answers 404 for an unknown professional and 400 for a bad id', async () => {
    const missing = await act('altaProf', '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const bad = await act('altaProf', 'no-es-un-id');
    expectFieldErrors(bad, { professional_id: msg.api.invalidId });
  });

  async function adminRow(id: string) {
    const res = await ctx.t.app.inject({ url: '/professionals/admin', headers: ctx.admin.auth });
    return res.json().professionals.find((p: { _id: string }) => p._id === id);
  }
});
