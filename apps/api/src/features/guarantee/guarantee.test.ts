import { GUARANTEE_CODE } from '@servihogar/shared/guarantee';
import * as msg from '@servihogar/shared/messages';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { requestLoopApp } from '../../../test/request-loop-app.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { notifications } from '../../db/tables/notifications.table.ts';
import type { solicitudes } from '../../db/tables/solicitudes.table.ts';
import { hiredSolicitud } from './hired.testing.ts';

// Guarantee claims (issue 45, decision 0066) through HTTP: who may claim, answer and decide, the
// limits, the deadlines, the mails and the audit log.

const claimBody = { motivo: 'danos', descripcion: 'Rompió la canilla del baño al cambiar el cuerito.' };

describe('guarantee claims', () => {
  const { ctx, parties, post, get } = requestLoopApp();

  type Parties = Awaited<ReturnType<typeof parties>>;
  const hired = (p: Parties, facts: Partial<typeof solicitudes.$inferInsert> = {}) =>
    hiredSolicitud(ctx.t.db, p, facts);
  const claim = (who: Parties['client'] | null, id: string, body: object = claimBody) =>
    post(who, `/solicitudes/${id}/garantia`, body);

  it('gives the client a code on screen and by mail, tells the professional, and hides it from anyone else', async () => {
    const p = await parties();
    const id = await hired(p);
    const stranger = await signIn(ctx.t.app, await createAccount(ctx.t.db, { roles: ['Cliente'] }));
    for (const who of [p.provider, ctx.admin, stranger]) expect((await claim(who, id)).statusCode).toBe(404);
    expect((await claim(null, id)).statusCode).toBe(401);

    const res = await claim(p.client, id);
    expect(res.statusCode).toBe(201);
    const { codigo } = res.json();
    expect(codigo).toMatch(GUARANTEE_CODE);
    expect(codigo.startsWith('GAR-2026-')).toBe(true);

    const clientMail = await ctx.smtp.waitForMail(p.clientEmail, {
      subject: `Recibimos tu reclamo de garantía ${codigo}`,
    });
    expect(clientMail.text).toContain('Daños');
    const proMail = await ctx.smtp.waitForMail(p.proEmail, {
      subject: `Reclamo de garantía ${codigo} sobre tu trabajo`,
    });
    expect(proMail.text).toContain('Rompió la canilla del baño');
    expect(proMail.text).toContain('Podés responder una sola vez');
    const told = await ctx.t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.accountId, p.accounts.provider.id), eq(notifications.kind, 'guarantee_claim')),
      );
    expect(told).toHaveLength(1);

    // One open claim per solicitud, in Spanish.
    const again = await claim(p.client, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(msg.guarantee.alreadyOpen);

    const mine = await get(p.client, '/garantias/mine');
    expect(mine.json().claims).toEqual([
      expect.objectContaining({
        codigo,
        solicitudId: id,
        rol: 'cliente',
        estado: 'abierto',
        puedeResponder: false,
      }),
    ]);
    const theirs = await get(p.provider, '/garantias/mine');
    expect(theirs.json().claims).toEqual([
      expect.objectContaining({ codigo, rol: 'profesional', puedeResponder: true }),
    ]);
    expect((await get(stranger, '/garantias/mine')).json().claims).toEqual([]);
  });

  it('is only for a verified hire, within 6 months of the work', async () => {
    const p = await parties();
    const notDone = await hired(p, { doneAt: null, doneBy: null });
    const declined = await hired(p, { answer: 'no_puedo', doneAt: null, doneBy: null });
    for (const id of [notDone, declined]) {
      const res = await claim(p.client, id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(msg.guarantee.notHired);
    }
    // Accepted for a day that passed counts as a hire (a no-show is claimable).
    const dayPassed = await hired(p, {
      doneAt: null,
      doneBy: null,
      whenDate: '2026-11-19',
      whenSlot: 'tarde',
    });
    expect((await claim(p.client, dayPassed, { ...claimBody, motivo: 'no_show' })).statusCode).toBe(201);

    const late = await hired(p, { doneAt: new Date('2026-05-19T15:00:00Z') });
    const res = await claim(p.client, late);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msg.guarantee.windowOver);
    const edge = await hired(p, { doneAt: new Date('2026-05-20T15:00:00Z') });
    expect((await claim(p.client, edge)).statusCode).toBe(201);
  });

  it('allows 5 claims a client a month', async () => {
    const p = await parties();
    for (let n = 0; n < 5; n++) expect((await claim(p.client, await hired(p))).statusCode).toBe(201);
    const sixth = await claim(p.client, await hired(p));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(msg.guarantee.monthlyLimit);
    // A new month, a new count.
    ctx.clock = new Date('2026-12-01T03:00:00Z');
    const later = await signIn(ctx.t.app, p.accounts.client);
    expect((await claim(later, await hired(p))).statusCode).toBe(201);
  });

  it('lets the professional answer once by the deadline, and an admin decide; both are mailed and it is audited', async () => {
    const p = await parties();
    const { codigo } = (await claim(p.client, await hired(p))).json();
    const answer = { respuesta: 'Cambié el cuerito y la canilla ya estaba rota.' };
    expect((await post(p.client, `/garantias/${codigo}/respuesta`, answer)).statusCode).toBe(404);
    expect((await post(ctx.admin, `/garantias/${codigo}/respuesta`, answer)).statusCode).toBe(404);
    const answered = await post(p.provider, `/garantias/${codigo}/respuesta`, answer);
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      estado: 'respondido',
      respuesta: answer.respuesta,
      puedeResponder: false,
    });
    const twice = await post(p.provider, `/garantias/${codigo}/respuesta`, answer);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(msg.guarantee.answerClosed);

    const queue = await get(ctx.admin, '/garantias');
    const row = queue.json().claims.find((c: { codigo: string }) => c.codigo === codigo);
    expect(row).toMatchObject({ estado: 'respondido', cliente: 'Carla G.', overdue: false });
    expect(row.businessDaysLeft).toBeGreaterThan(3);

    const decision = { decision: 'cliente', resultado: 'El profesional repone la canilla sin cargo.' };
    expect((await post(p.provider, `/garantias/${codigo}/decision`, decision)).statusCode).toBe(403);
    const decided = await post(ctx.admin, `/garantias/${codigo}/decision`, decision);
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ estado: 'decidido', decision: 'cliente' });
    expect((await post(ctx.admin, `/garantias/${codigo}/decision`, decision)).json().message).toBe(
      msg.guarantee.alreadyDecided,
    );
    const subject = `Reclamo de garantía ${codigo}: a favor del cliente`;
    for (const email of [p.clientEmail, p.proEmail]) {
      const mail = await ctx.smtp.waitForMail(email, { subject });
      expect(mail.text).toContain(decision.resultado);
    }
    const audited = await ctx.t.db.select().from(auditLog).where(eq(auditLog.targetId, codigo));
    expect(audited).toEqual([
      expect.objectContaining({
        action: 'guarantee.decide',
        actorAccountId: ctx.adminId,
        targetType: 'guarantee_claim',
      }),
    ]);
    // It counts on the professional's record.
    const against = await get(ctx.admin, '/garantias?decision=cliente');
    expect(against.json().claims.map((c: { codigo: string }) => c.codigo)).toContain(codigo);
    // Decided, the solicitud may be claimed again.
    expect((await claim(p.client, row.solicitudId)).statusCode).toBe(201);
  });

  it('closes the answer after the third business day', async () => {
    const p = await parties();
    const { codigo } = (await claim(p.client, await hired(p))).json();
    const [mine] = (await get(p.provider, '/garantias/mine')).json().claims;
    ctx.clock = new Date(`${mine.respuestaHasta}T23:59:00-03:00`);
    const provider = await signIn(ctx.t.app, p.accounts.provider);
    expect((await get(provider, '/garantias/mine')).json().claims[0].puedeResponder).toBe(true);
    ctx.clock = new Date(ctx.clock.getTime() + 60_000);
    const late = await post(provider, `/garantias/${codigo}/respuesta`, {
      respuesta: 'Llego tarde a responder.',
    });
    expect(late.statusCode).toBe(409);
  });
});
