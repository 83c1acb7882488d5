import { randomUUID } from 'node:crypto';
import * as msg from '@servihogar/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp, testAppOfSuite } from '../../../test/build-test-app.ts';
import { type OpenStream, openStream } from '../../../test/live-stream.ts';
import { publishLive } from '../../db/live-events.ts';
import { signLiveTicket } from '../../lib/live-ticket.ts';

// Issue 42, part 2: GET /events, the pages' Server-Sent Events (decision 0058), on a listening
// server (an EventSource's stream never ends, so not through inject).

type Person = { id: string; session: SignedIn };

async function person(t: TestApp): Promise<Person> {
  const account = await createAccount(t.db, { roles: ['Cliente'] });
  return { id: account.id, session: await signIn(t.app, account) };
}

async function ticketOf(t: TestApp, who: Person): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/events/ticket', headers: who.session.auth });
  expect(res.statusCode).toBe(200);
  expect(res.json().expiresInSeconds).toBe(60);
  return res.json().ticket;
}

const publish = (t: TestApp, ids: string[], solicitudId = randomUUID()) =>
  t.db.transaction((tx) => publishLive(tx, ids, { kind: 'message', solicitudId })).then(() => solicitudId);

describe('GET /events', () => {
  const t = testAppOfSuite({ env: { LIVE_HEARTBEAT_MS: '50', LIVE_STREAMS_PER_ACCOUNT: '2' } });
  let base: string;
  let ana: Person;
  let beto: Person;
  const open: OpenStream[] = [];
  const stream = async (who: Person, query = '', headers: Record<string, string> = {}) => {
    const s = await openStream(`${base}/events?ticket=${await ticketOf(t(), who)}${query}`, headers);
    open.push(s);
    // The first frame (retry + comment) is written once the stream is registered.
    await s.next((frame) => frame.retry !== undefined);
    return s;
  };

  beforeAll(async () => {
    base = await t().app.listen({ host: '127.0.0.1', port: 0 });
    [ana, beto] = [await person(t()), await person(t())];
  });
  afterAll(() => {
    for (const s of open) s.close();
  });

  it('refuses a stream without a ticket (401), and with an access token or a bad ticket instead (403)', async () => {
    const none = await t().app.inject({ url: '/events' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ code: 'UNAUTHENTICATED', message: msg.api.unauthenticated });
    const withBearer = await t().app.inject({ url: '/events', headers: ana.session.auth });
    expect(withBearer.statusCode).toBe(401);
    const accessAsTicket = await t().app.inject({ url: `/events?ticket=${ana.session.accessToken}` });
    expect(accessAsTicket.statusCode).toBe(403);
    expect(accessAsTicket.json().code).toBe('TOKEN_EXPIRED');
    const forged = await signLiveTicket(new TextEncoder().encode('otro-secreto'), ana.id, new Date());
    expect((await t().app.inject({ url: `/events?ticket=${forged}` })).statusCode).toBe(403);
    const expired = await signLiveTicket(
      new TextEncoder().encode(t().config.JWT_SECRET),
      ana.id,
      new Date(Date.now() - 61_000),
    );
    expect((await t().app.inject({ url: `/events?ticket=${expired}` })).statusCode).toBe(403);
    // A ticket is not an access token either.
    const ticket = await ticketOf(t(), ana);
    const asBearer = await t().app.inject({
      method: 'POST',
      url: '/events/ticket',
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(asBearer.statusCode).toBe(403);
    expect(asBearer.json().code).toBe('TOKEN_EXPIRED');
    expect((await t().app.inject({ method: 'POST', url: '/events/ticket' })).statusCode).toBe(401);
  });

  it('streams text/event-stream and sends each event only to its people, numbered per person', async () => {
    const a = await stream(ana);
    const b = await stream(beto);
    expect(a.status).toBe(200);
    expect(a.contentType).toBe('text/event-stream; charset=utf-8');
    const both = await publish(t(), [ana.id, beto.id]);
    const onlyBeto = await publish(t(), [beto.id]);
    const onlyAna = await publish(t(), [ana.id]);
    expect(await a.nextEvent()).toEqual({ id: '1', data: { kind: 'message', solicitudId: both } });
    expect(await a.nextEvent()).toEqual({ id: '2', data: { kind: 'message', solicitudId: onlyAna } });
    expect(await b.nextEvent()).toEqual({ id: '1', data: { kind: 'message', solicitudId: both } });
    expect(await b.nextEvent()).toEqual({ id: '2', data: { kind: 'message', solicitudId: onlyBeto } });
    a.close();
    b.close();
  });

  it('never tells of a change that was rolled back', async () => {
    const a = await stream(ana);
    await expect(
      t().db.transaction(async (tx) => {
        await publishLive(tx, [ana.id], { kind: 'solicitud', solicitudId: randomUUID() });
        throw new Error('deshecho');
      }),
    ).rejects.toThrow('deshecho');
    const kept = await publish(t(), [ana.id]);
    // The rolled-back event took no number either: the next one follows the last one heard.
    expect(await a.nextEvent()).toEqual({ id: '3', data: { kind: 'message', solicitudId: kept } });
    a.close();
  });

  it('resumes after Last-Event-ID (header or query) with what happened while the page was away', async () => {
    const first = await publish(t(), [beto.id]);
    const second = await publish(t(), [beto.id]);
    const byHeader = await stream(beto, '', { 'last-event-id': '2' });
    expect(await byHeader.nextEvent()).toEqual({ id: '3', data: { kind: 'message', solicitudId: first } });
    expect(await byHeader.nextEvent()).toEqual({ id: '4', data: { kind: 'message', solicitudId: second } });
    byHeader.close();
    const byQuery = await stream(beto, '&lastEventId=3');
    expect(await byQuery.nextEvent()).toEqual({ id: '4', data: { kind: 'message', solicitudId: second } });
    // Then live, after the replay.
    const third = await publish(t(), [beto.id]);
    expect(await byQuery.nextEvent()).toEqual({ id: '5', data: { kind: 'message', solicitudId: third } });
    byQuery.close();
  });

  it('asks the page to read everything again when it names an event this account never had', async () => {
    const s = await stream(beto, '&lastEventId=999');
    expect(await s.nextEvent()).toEqual({ id: '5', data: { kind: 'resync' } });
    s.close();
  });

  it('sends a comment line as heartbeat while nothing happens', async () => {
    const s = await stream(ana);
    expect(await s.next((frame) => frame.comment !== undefined && frame.retry === undefined)).toEqual({
      comment: '',
    });
    s.close();
  });

  it('refuses a stream past the per-account cap with 429 and a Spanish message', async () => {
    const one = await stream(ana);
    const two = await stream(ana);
    const three = await t().app.inject({ url: `/events?ticket=${await ticketOf(t(), ana)}` });
    expect(three.statusCode).toBe(429);
    expect(three.json()).toEqual({ code: 'RATE_LIMITED', message: msg.liveEvents.tooManyStreams });
    one.close();
    two.close();
  });

  it('refuses the ticket of an account banned or signed out everywhere since', async () => {
    const carla = await person(t());
    const ticket = await ticketOf(t(), carla);
    const logoutAll = await t().app.inject({
      method: 'POST',
      url: '/auth/logoutAll',
      headers: { 'x-csrf-token': '0123456789abcdef0123456789abcdef' },
      cookies: { refresh_token: carla.session.refreshToken },
    });
    expect(logoutAll.statusCode).toBeLessThan(300);
    expect((await t().app.inject({ url: `/events?ticket=${ticket}` })).statusCode).toBe(403);
  });
});

describe('GET /events when the server stops', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.database.close());

  it('ends the open streams at the start of the drain, so the stop is not held by them', async () => {
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const ana = await person(t);
    const s = await openStream(`${base}/events?ticket=${await ticketOf(t, ana)}`);
    await s.next((frame) => frame.retry !== undefined);
    let drained = false;
    const drain = t.app.drain().then(() => {
      drained = true;
    });
    await s.ended;
    await expect(s.next()).rejects.toThrow('the stream ended');
    // Ended by the drain's start, not by the close at its end.
    expect(drained).toBe(false);
    await drain;
  });
});
