import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../test/accounts.ts';
import { type OpenStream, openStream } from '../../../test/live-stream.ts';
import { requestLoopApp } from '../../../test/request-loop-app.ts';

// Issue 42, part 2: a request's changes reach its two parties' open pages ("an open page receives
// new answers without reloading"): the request written, answered, marked done.

describe('a request tells its two parties live', () => {
  const { ctx, parties, post, ask } = requestLoopApp();
  let base: string;
  const streams: OpenStream[] = [];
  beforeAll(async () => {
    base = await ctx.t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => {
    for (const s of streams) s.close();
  });

  const streamOf = async (who: SignedIn) => {
    const res = await post(who, '/events/ticket');
    const s = await openStream(`${base}/events?ticket=${res.json().ticket}`);
    streams.push(s);
    await s.next((frame) => frame.retry !== undefined);
    return s;
  };

  it('sends kind solicitud to the client and the professional when it is made and answered', async () => {
    const p = await parties();
    const [client, provider] = [await streamOf(p.client), await streamOf(p.provider)];
    const made = await ask(p, { need: 'Pierde la canilla' });
    expect(made.statusCode).toBe(201);
    const id = made.json().solicitud._id;
    // Both parties first, in the writing transaction; then the bell of the one it concerns (notify).
    expect(await provider.nextEvent()).toEqual({ id: '1', data: { kind: 'solicitud', solicitudId: id } });
    expect(await provider.nextEvent()).toEqual({ id: '2', data: { kind: 'notification' } });
    expect(await client.nextEvent()).toEqual({ id: '1', data: { kind: 'solicitud', solicitudId: id } });
    expect((await post(p.provider, `/solicitudes/${id}/answer`, { answer: 'acepto' })).statusCode).toBe(200);
    expect(await client.nextEvent()).toEqual({ id: '2', data: { kind: 'solicitud', solicitudId: id } });
    expect(await client.nextEvent()).toEqual({ id: '3', data: { kind: 'notification' } });
    expect(await provider.nextEvent()).toEqual({ id: '3', data: { kind: 'solicitud', solicitudId: id } });
  });
});
