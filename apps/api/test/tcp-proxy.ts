import { connect, createServer, type Server, type Socket } from 'node:net';

export type TcpProxy = { port: number; cut(): void; restore(): void; close(): void };

/**
 * A loopback TCP proxy to `target` (PostgreSQL, Redis) that can drop every connection and refuse
 * new ones (`cut`), then let them through again (`restore`): a service going away and coming back.
 */
export function tcpProxy(target: number): Promise<TcpProxy> {
  let up = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!up) return client.destroy();
    const upstream = connect(target, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => {});
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as { port: number }).port,
        cut() {
          up = false;
          for (const s of sockets) s.destroy();
        },
        restore() {
          up = true;
        },
        close() {
          server.close();
          for (const s of sockets) s.destroy();
        },
      }),
    ),
  );
}
