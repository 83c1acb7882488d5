import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import { LIVE_EVENTS_CHANNEL } from '../../db/live-events.ts';

export type LiveListener = { close(): Promise<void> };

export type ListenerHandlers = {
  onNotify(payload: string): void;
  /** The connection came back after a loss: notices may have been missed meanwhile. */
  onResumed(): void;
};

/** Wait before reconnecting, doubled after each failure up to the maximum. */
const RETRY_FIRST_MS = 200;
const RETRY_MAX_MS = 5_000;
/** A probe of the listening connection this often; no answer within PROBE_TIMEOUT_MS: reconnect. */
const PROBE_EVERY_MS = 15_000;
const PROBE_TIMEOUT_MS = 5_000;

/**
 * The replica's one subscription to `live_events` (decision 0058). PGlite: the embedded database's
 * own listener, in process. PostgreSQL: one dedicated connection (not the pool's) that LISTENs,
 * probed so that a silent drop is noticed, and opened again after any loss (a restart, a failover,
 * a pooler reset) with a growing wait.
 */
export async function listenLive(
  database: Database,
  handlers: ListenerHandlers,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<LiveListener> {
  if (database.listen) {
    const unlisten = await database.listen(LIVE_EVENTS_CHANNEL, handlers.onNotify);
    return { close: () => unlisten().catch(() => {}) };
  }
  const open = database.dedicatedClient;
  if (!open) throw new Error('live events need LISTEN: a PostgreSQL connection of their own');
  return listenOnPostgres(open, handlers, log);
}

async function listenOnPostgres(
  open: () => pg.Client,
  handlers: ListenerHandlers,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): Promise<LiveListener> {
  let closed = false;
  let current: pg.Client | null = null;
  let retryMs = RETRY_FIRST_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let everConnected = false;

  const drop = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    // Destroyed, not ended: a silent connection would never answer the goodbye.
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    if (closed) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const client = open();
    current = client;
    client.on('error', (error) => {
      log.warn({ err: error }, 'live events: se perdió la conexión de LISTEN');
      drop(client);
    });
    client.on('end', () => drop(client));
    client.on('notification', (message) => {
      if (message.channel === LIVE_EVENTS_CHANNEL && message.payload) handlers.onNotify(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_EVENTS_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, 'live events: LISTEN no disponible, se reintenta');
      drop(client);
      return;
    }
    if (current !== client) return;
    retryMs = RETRY_FIRST_MS;
    if (everConnected) log.info('live events: LISTEN restablecido');
    everConnected = true;
    // Streams opened while it was away, or before it came back, catch up from the table.
    handlers.onResumed();
  };

  const probe = setInterval(() => {
    const client = current;
    if (!client) return;
    const timeout = setTimeout(() => drop(client), PROBE_TIMEOUT_MS);
    client.query('select 1').then(
      () => clearTimeout(timeout),
      () => {
        clearTimeout(timeout);
        drop(client);
      },
    );
  }, PROBE_EVERY_MS);
  probe.unref();

  await connect();
  return {
    async close() {
      closed = true;
      clearInterval(probe);
      clearTimeout(retryTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}
