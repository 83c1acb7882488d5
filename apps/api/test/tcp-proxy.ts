import { connect, createServer, type Server, type Socket } from 'node:net';
import { type Database, openPostgres, type PostgresOptions } from '../src/db/client.ts';

export type TcpProxy = {
  port: number;
  /** Drops every connection and refuses new ones: a restart of the service or of a pooler before it. */
  cut(): void;
  /**
   * Stops forwarding without closing anything, and accepts new connections without forwarding on
   * them either: packets silently dropped (a network partition, a hung peer).
   */
  stall(): void;
  /** Forwards again, on the connections kept through a stall too (the partition healed). */
  restore(): void;
  close(): void;
};

type Pair = { client: Socket; upstream: Socket };

const link = ({ client, upstream }: Pair) => client.pipe(upstream).pipe(client);
const unlink = ({ client, upstream }: Pair) => {
  client.unpipe(upstream);
  upstream.unpipe(client);
  client.pause();
  upstream.pause();
};

/**
 * A loopback TCP proxy to `target` (PostgreSQL, Redis) that can drop every connection and refuse
 * new ones (`cut`), go silent (`stall`), then let them through again (`restore`).
 */
export function tcpProxy(target: number): Promise<TcpProxy> {
  let state: 'up' | 'cut' | 'stalled' = 'up';
  const pairs = new Set<Pair>();
  const server: Server = createServer((client) => {
    if (state === 'cut') return client.destroy();
    const pair = { client, upstream: connect(target, '127.0.0.1') };
    pairs.add(pair);
    for (const [s, other] of [
      [pair.client, pair.upstream],
      [pair.upstream, pair.client],
    ] as const) {
      s.on('error', () => {});
      s.on('close', () => {
        pairs.delete(pair);
        other.destroy();
      });
    }
    if (state === 'up') link(pair);
    else unlink(pair);
  });
  const destroyAll = () => {
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
  };
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as { port: number }).port,
        cut() {
          state = 'cut';
          destroyAll();
        },
        stall() {
          state = 'stalled';
          for (const pair of pairs) unlink(pair);
        },
        restore() {
          if (state === 'stalled') for (const pair of pairs) link(pair);
          state = 'up';
        },
        close() {
          server.close();
          destroyAll();
        },
      }),
    ),
  );
}

/**
 * A test app's `openPostgres` option: the database reached through a new proxy (given to
 * `onProxy`), to lose its connections on demand.
 */
export const openThroughProxy =
  (onProxy: (proxy: TcpProxy) => void, options?: PostgresOptions) =>
  async (url: string): Promise<Database> => {
    const direct = new URL(url);
    const proxy = await tcpProxy(Number(direct.port || 5432));
    onProxy(proxy);
    const viaProxy = new URL(url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    return openPostgres(viaProxy.toString(), options);
  };
