import type { FastifyInstance } from 'fastify';
import { AppError, sendError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * True once the process was asked to stop (SIGTERM): `/health/ready` answers 503 from then on,
     * so load balancers send the traffic elsewhere while the requests in hand finish.
     */
    draining: boolean;
    /**
     * Graceful stop (SIGTERM): requests already started finish; new ones get 503 with
     * `Retry-After` and `Connection: close`; once none is in flight and none has come for QUIET_MS
     * (or DRAIN_MAX_MS passed while requests kept coming), the listener and the idle connections
     * close (`app.close()`).
     */
    drain(): Promise<void>;
    /**
     * Calls `listener` when the drain begins: answers that never end by themselves (the live
     * events' streams, decision 0058) end then, so the drain is not held by them.
     */
    onDrain(listener: () => void): void;
    /** Milliseconds since the last answer went out (or since the drain began): is the stop stuck? */
    sinceLastAnswer(): number;
  }
}

/** No new request for this long after the last one finished: the clients have heard. */
const QUIET_MS = 150;
/** Requests still coming after this long (a load balancer yet to notice): the stop goes ahead. */
const DRAIN_MAX_MS = 5_000;
const POLL_MS = 20;

export function registerDraining(app: FastifyInstance): void {
  let inFlight = 0;
  let lastActivity = 0;
  let lastAnswer = Date.now();
  const drainListeners: (() => void)[] = [];
  app.decorate('draining', false);
  app.decorate('onDrain', (listener: () => void) => {
    drainListeners.push(listener);
  });
  app.decorate('sinceLastAnswer', () => Date.now() - lastAnswer);

  app.addHook('onRequest', async (request, reply) => {
    lastActivity = Date.now();
    inFlight++;
    reply.raw.once('close', () => {
      inFlight--;
      lastActivity = lastAnswer = Date.now();
    });
    // /health/live and /health/ready answer for themselves: live while the process runs, ready 'draining'.
    if (app.draining && !request.url.startsWith('/health/')) {
      reply.header('connection', 'close');
      return sendError(reply, new AppError('UNAVAILABLE'));
    }
  });
  // Every answer while draining ends its connection, so no client sends another on it.
  app.addHook('onSend', async (_request, reply) => {
    if (app.draining) reply.header('connection', 'close');
  });

  app.decorate('drain', async () => {
    app.draining = true;
    for (const listener of drainListeners) listener();
    const started = Date.now();
    lastActivity = lastAnswer = started;
    const busy = () => inFlight > 0 || Date.now() - lastActivity < QUIET_MS;
    while (busy() && Date.now() - started < DRAIN_MAX_MS) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    // Requests still in hand finish; those on kept connections get the 503 above (return503OnClosing: false).
    await app.close();
  });
}
