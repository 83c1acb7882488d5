import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Set by the process when it is asked to stop (SIGTERM): `/health/ready` answers 503 from then
     * on, so load balancers send the traffic elsewhere while the requests in hand finish.
     */
    draining: boolean;
  }
}

export function registerDraining(app: FastifyInstance): void {
  app.decorate('draining', false);
}
