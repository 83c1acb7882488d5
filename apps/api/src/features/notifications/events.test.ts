import { defaultChannels } from '@servihogar/shared/notifications';
import { describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../test/accounts.ts';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { decidePayment, insertSubscription } from '../../../test/business.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { requestLoopApp } from '../../../test/request-loop-app.ts';
import { ANSWER_SUBJECT, EXPIRED_SUBJECT, NEW_REQUEST_SUBJECT } from '../solicitudes/solicitudes.mails.ts';

// Every existing event rings the right person's bell (decision 0059), in the transaction of the
// change, and the feature's own mail goes only while that person keeps e-mail on for the kind.

type Listed = { kind: string; title: string; path: string; readAt: string | null };

describe('notifications at the events', () => {
  const { ctx, parties, post, get, ask, runJobs, mailsTo } = requestLoopApp();
  const bell = async (who: SignedIn): Promise<Listed[]> =>
    (await get(who, '/notifications?pageSize=50')).json().notifications;
  const emailOff = (who: SignedIn, kind: 'new_request' | 'answer') => {
    const channels = defaultChannels();
    channels[kind].email = false;
    return ctx.t.app.inject({
      method: 'PUT',
      url: '/notifications/preferences',
      headers: who.auth,
      payload: { channels, quietHours: { enabled: true, start: 22, end: 8 } },
    });
  };

  it('new request to the professional, answer to the client, each with a link to its page', async () => {
    const p = await parties();
    const id = (await ask(p, { need: 'Pierde la canilla' })).json().solicitud._id;
    const [toPro] = await bell(p.provider);
    expect(toPro).toMatchObject({
      kind: 'new_request',
      title: 'Pedido nuevo de Carla G.',
      path: `/dash/pedidos?pedido=${id}`,
      readAt: null,
    });
    expect((await get(p.provider, '/notifications/unread-count')).json()).toEqual({ unread: 1 });
    expect(await bell(p.client)).toEqual([]);

    await post(p.provider, `/solicitudes/${id}/answer`, { answer: 'acepto' });
    const [toClient] = await bell(p.client);
    expect(toClient).toMatchObject({
      kind: 'answer',
      title: `Raúl ${p.pro.apellido} aceptó tu pedido`,
      path: `/dash/misSolicitudes?pedido=${id}`,
    });
    await ctx.t.mailer.settled();
    expect(mailsTo(p.clientEmail, ANSWER_SUBJECT)).toHaveLength(1);
  });

  it('with e-mail off for a kind, the bell still rings and the mail does not go', async () => {
    const p = await parties();
    expect((await emailOff(p.provider, 'new_request')).statusCode).toBe(200);
    expect((await emailOff(p.client, 'answer')).statusCode).toBe(200);
    const id = (await ask(p)).json().solicitud._id;
    await post(p.provider, `/solicitudes/${id}/answer`, { answer: 'no_puedo' });
    await ctx.t.mailer.settled();
    expect((await bell(p.provider)).map((n) => n.kind)).toEqual(['new_request']);
    expect((await bell(p.client)).map((n) => n.title)).toEqual([
      `Raúl ${p.pro.apellido} no puede tomar tu pedido`,
    ]);
    expect(mailsTo(p.proEmail, NEW_REQUEST_SUBJECT)).toHaveLength(0);
    expect(mailsTo(p.clientEmail, ANSWER_SUBJECT)).toHaveLength(0);
  });

  it('an expired request rings both parties once', async () => {
    const p = await parties();
    const id = (await ask(p)).json().solicitud._id;
    ctx.clock = new Date(NOW.getTime() + 73 * 60 * 60 * 1000);
    await runJobs();
    await runJobs();
    const expiry = (list: Listed[]) => list.filter((n) => n.kind === 'expiry');
    // Access tokens live 15 minutes: sign in again at the new time.
    const client = await signIn(ctx.t.app, p.accounts.client);
    const provider = await signIn(ctx.t.app, p.accounts.provider);
    expect(expiry(await bell(client))).toMatchObject([{ path: `/dash/misSolicitudes?pedido=${id}` }]);
    expect(expiry(await bell(provider))).toMatchObject([{ path: `/dash/pedidos?pedido=${id}` }]);
    expect(mailsTo(p.clientEmail, EXPIRED_SUBJECT)).toHaveLength(1);
  });

  it('"¿Llegó a trabajar?" once the work is marked done', async () => {
    const p = await parties();
    const id = (await ask(p)).json().solicitud._id;
    await post(p.provider, `/solicitudes/${id}/answer`, { answer: 'acepto' });
    await post(p.provider, `/solicitudes/${id}/done`);
    await runJobs();
    expect((await bell(p.client)).map((n) => n.title)).toContain(`¿Llegó a trabajar Raúl ${p.pro.apellido}?`);
  });

  it('a payment approved, then rejected, rings the payer', async () => {
    const account = await createAccount(ctx.t.db, { roles: ['Prestador'] });
    const pro = await insertProfessional(ctx.t.db, {
      now: NOW,
      state: 'trialExpired',
      accountId: account.id,
    });
    const s = await insertSubscription(ctx.t.db, ctx.t.files, {
      accountId: account.id,
      professionalId: pro.id,
      plan: 'mensual',
    });
    const payer = await signIn(ctx.t.app, account);
    expect((await decidePayment(ctx.t.app, ctx.admin, s.id, 'confirmed')).statusCode).toBe(200);
    ctx.clock = new Date(NOW.getTime() + 60_000);
    expect((await decidePayment(ctx.t.app, ctx.admin, s.id, 'failed')).statusCode).toBe(200);
    const list = await bell(payer);
    expect(list.map((n) => [n.kind, n.path])).toEqual([
      ['payment_rejected', '/dash/miPerfil'],
      ['payment_confirmed', '/dash/miPerfil'],
    ]);
    expect(list[1]!.title).toBe('Aprobamos tu pago');
  });
});
