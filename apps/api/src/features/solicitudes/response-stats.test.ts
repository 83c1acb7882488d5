import { describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { requestLoopApp } from '../../../test/request-loop-app.ts';

// The public response signal (decision 0031) through HTTP: shown from 3 requests on.

describe('the response signal', () => {
  const { ctx, parties, post, get } = requestLoopApp();

  it('shows the response signal from 3 requests on, on the profile and the cards', async () => {
    const p = await parties();
    const clients = [p.client];
    for (let i = 0; i < 2; i++) {
      const account = await createAccount(ctx.t.db, { roles: ['Cliente'] });
      clients.push(await signIn(ctx.t.app, account));
    }
    const ids: string[] = [];
    for (const [i, client] of clients.entries()) {
      const res = await post(client, '/solicitudes', { professionalId: p.pro.id, servicio: 'plomero' });
      ids.push(res.json().solicitud._id);
      const profile = (await get(client, `/professionals/${p.pro.id}`)).json();
      expect(profile.respuesta, `after ${i + 1}`).toEqual(i < 2 ? null : { percent: 0, delay: null });
    }
    ctx.clock = new Date(NOW.getTime() + 10 * 60 * 1000);
    await post(p.provider, `/solicitudes/${ids[0]}/answer`, { answer: 'acepto' });
    await post(p.provider, `/solicitudes/${ids[1]}/answer`, { answer: 'no_puedo' });
    const profile = (await get(p.client, `/professionals/${p.pro.id}`)).json();
    expect(profile.respuesta).toEqual({ percent: 67, delay: 'hora' });
    const cards = (await get(p.client, '/professionals?servicio=plomero&limit=100')).json();
    const card = (cards.professionals ?? cards).find((c: { _id: string }) => c._id === p.pro.id);
    expect(card?.respuesta).toEqual({ percent: 67, delay: 'hora' });
  });
});
