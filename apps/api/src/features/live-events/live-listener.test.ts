import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../../test/accounts.ts';
import { testAppOfSuite } from '../../../test/build-test-app.ts';
import { type OpenStream, openStream } from '../../../test/live-stream.ts';
import { openThroughProxy, type TcpProxy } from '../../../test/tcp-proxy.ts';
import { type Database, openPostgres } from '../../db/client.ts';
import { publishLive } from '../../db/live-events.ts';

// Decision 0058 with 0049: the replica's LISTEN connection is lost (a PostgreSQL restart, a pooler
// reset) while pages are connected. It comes back by itself, and what was written meanwhile reaches
// the pages, read from the table. The app talks to PostgreSQL through a TCP proxy that cuts it;
// another writer (a second replica) talks to it directly. PGlite runs in the process: nothing to lose.

describe.runIf(process.env.TEST_DB === 'postgres')('live events when the LISTEN connection is lost', () => {
  let proxy: TcpProxy;
  const t = testAppOfSuite({
    openPostgres: openThroughProxy((made) => {
      proxy = made;
    }),
  });
  let otherReplica: Database;
  let stream: OpenStream;
  let fresh: OpenStream;
  let accountId: string;
  let base: string;
  let ticket: string;

  beforeAll(async () => {
    otherReplica = await openPostgres(t().config.DATABASE_URL!);
    const account = await createAccount(t().db, { roles: ['Cliente'] });
    accountId = account.id;
    const session = await signIn(t().app, account);
    base = await t().app.listen({ host: '127.0.0.1', port: 0 });
    const res = await t().app.inject({ method: 'POST', url: '/events/ticket', headers: session.auth });
    ticket = res.json().ticket;
    stream = await openStream(`${base}/events?ticket=${res.json().ticket}`);
    await stream.next((frame) => frame.retry !== undefined);
    fresh = await openStream(`${base}/events?ticket=${res.json().ticket}`);
    await fresh.next((frame) => frame.retry !== undefined);
  });
  afterAll(async () => {
    stream?.close();
    fresh?.close();
    await otherReplica?.close();
    proxy?.close();
  });

  const publishElsewhere = () => {
    const solicitudId = randomUUID();
    return otherReplica.db
      .transaction((tx) => publishLive(tx, [accountId], { kind: 'solicitud', solicitudId }))
      .then(() => solicitudId);
  };

  it('delivers what another replica wrote while the connection was cut, once it is back', async () => {
    const before = await publishElsewhere();
    expect(await stream.nextEvent()).toEqual({ id: '1', data: { kind: 'solicitud', solicitudId: before } });
    expect(await fresh.nextEvent()).toEqual({ id: '1', data: { kind: 'solicitud', solicitudId: before } });
    fresh.close();
    // A page that has heard nothing yet when the connection goes: told to read everything again.
    const untold = await openStream(`${base}/events?ticket=${ticket}`);
    await untold.next((frame) => frame.retry !== undefined);
    proxy.cut();
    const during = await publishElsewhere();
    proxy.restore();
    expect(await stream.nextEvent()).toEqual({ id: '2', data: { kind: 'solicitud', solicitudId: during } });
    expect(await untold.nextEvent()).toEqual({ id: '2', data: { kind: 'resync' } });
    untold.close();
    // And live again after that.
    const after = await publishElsewhere();
    expect(await stream.nextEvent()).toEqual({ id: '3', data: { kind: 'solicitud', solicitudId: after } });
  });
});
