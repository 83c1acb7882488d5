import { DAY_MS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { NOW, testAppOfSuite } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { phoneJpeg } from '../../../test/images.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { documentForm, TINY_PDF } from '../../../test/verification.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { notifications } from '../../db/tables/notifications.table.ts';

let clock = NOW; // 2026-11-20, 09:00 in Tucumán

describe('criminal-record certificate: private PDF, approval with its issue day, badge, filter, reminders, lapse', () => {
  const t = testAppOfSuite({ now: () => clock });

  async function provider(nombre: string, services: string[]) {
    const account = await createAccount(t().db, { roles: ['Prestador'], nombre });
    // Paid well past the certificate's 6 months, so only the certificate changes.
    const p = await insertProfessional(t().db, {
      now: NOW,
      state: 'paid',
      paidUntil: new Date('2028-01-01T00:00:00Z'),
      accountId: account.id,
      nombre,
      services,
    });
    return { ...(await signIn(t().app, account)), professionalId: p.id, accountId: account.id };
  }
  const upload = (auth: object, kind: string, file: Parameters<typeof documentForm>[1]) => {
    const { payload, headers } = documentForm(kind, file);
    return t().app.inject({
      method: 'POST',
      url: '/verification/documents',
      payload,
      headers: { ...headers, ...auth },
    });
  };
  const listed = async (query: string) =>
    (await t().app.inject({ method: 'GET', url: `/professionals?servicio=ninera${query}` })).json()
      .professionals as {
      _id: string;
      antecedentes: { emitido: string; vence: string } | null;
    }[];

  it('goes from upload to badge and filter, reminds 30 and 7 days before, and lapses after 6 months', async () => {
    const admin = await signIn(t().app, await createAccount(t().db, { roles: ['Admin'] }));
    const carer = await provider('Carla', ['ninera']);
    const plumber = await provider('Pablo', ['plomero']);

    // Only care categories, only a PDF.
    expectFieldErrors(
      await upload(plumber.auth, 'antecedentes', { data: TINY_PDF, contentType: 'application/pdf' }),
      {
        kind: msg.badges.certificateOnlyCare,
      },
    );
    const photo = await upload(carer.auth, 'antecedentes', {
      data: await phoneJpeg(),
      contentType: 'image/jpeg',
    });
    expect(photo.statusCode).toBe(415);
    expect(photo.json().message).toBe(msg.badges.certificateOnlyPdf);
    const sent = await upload(carer.auth, 'antecedentes', { data: TINY_PDF, contentType: 'application/pdf' });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().document._id as string;
    const mine = (
      await t().app.inject({ method: 'GET', url: '/verification/mine', headers: carer.auth })
    ).json();
    expect(mine).toMatchObject({ needsAntecedentes: true, antecedentes: null });

    // Approving asks for the issue day: required, not after today, younger than 6 months.
    const decide = (payload: object) =>
      t().app.inject({ method: 'PUT', url: `/verification/documents/${id}`, headers: admin.auth, payload });
    expectFieldErrors(await decide({ estado: 'aprobado' }), { emitidoEl: msg.badges.issuedOnRequired });
    expectFieldErrors(await decide({ estado: 'aprobado', emitidoEl: '2026-11-21' }), {
      emitidoEl: msg.badges.issuedOnFuture,
    });
    expectFieldErrors(await decide({ estado: 'aprobado', emitidoEl: '2026-05-20' }), {
      emitidoEl: msg.badges.issuedOnTooOld,
    });
    const approved = await decide({ estado: 'aprobado', emitidoEl: '2026-11-10' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().document).toMatchObject({
      kind: 'antecedentes',
      status: 'aprobado',
      emitidoEl: '2026-11-10',
    });
    const [audit] = await t()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, carer.professionalId), eq(auditLog.action, 'verification.approve')));
    expect(audit!.details).toMatchObject({ kind: 'antecedentes', issuedOn: '2026-11-10' });

    const shown = { emitido: '2026-11-10', vence: '2027-05-10' };
    expect((await listed('')).find((p) => p._id === carer.professionalId)?.antecedentes).toEqual(shown);
    expect((await listed('&antecedentes=true')).map((p) => p._id)).toEqual([carer.professionalId]);

    // The reminders, then the lapse at the start of 10 May 2027 in Tucumán.
    const told = async () =>
      (
        await t()
          .db.select()
          .from(notifications)
          .where(eq(notifications.accountId, carer.accountId))
          .orderBy(notifications.createdAt)
      )
        .filter((n) => n.kind === 'badge_notice')
        .map((n) => n.title);
    const lapse = new Date('2027-05-10T03:00:00Z');
    for (const [at, titles] of [
      [lapse.getTime() - 31 * DAY_MS, []],
      [lapse.getTime() - 30 * DAY_MS, [msg.badges.reminderTitle]],
      [lapse.getTime() - 7 * DAY_MS, [msg.badges.reminderTitle, msg.badges.reminderTitle]],
    ] as const) {
      clock = new Date(at);
      await t().app.jobs.runOnce({ sweep: true });
      expect(await told()).toEqual(titles);
    }
    expect((await listed('&antecedentes=true')).map((p) => p._id)).toEqual([carer.professionalId]);
    clock = lapse;
    await t().app.jobs.runOnce({ sweep: true });
    expect((await told()).at(-1)).toBe(msg.badges.lapsedTitle);
    expect(await listed('&antecedentes=true')).toEqual([]);
    expect((await listed('')).find((p) => p._id === carer.professionalId)?.antecedentes).toBeNull();
  });
});
