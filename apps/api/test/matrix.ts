import type { Role } from '@servihogar/shared/constants';
import type { FastifyInstance, InjectOptions } from 'fastify';

// What every file of authorization-matrix rows shares: the callers, the status each must get, and
// the usual shapes of that expectation.

export type Caller = 'anonymous' | Role;
export const CALLERS: Caller[] = ['anonymous', 'Cliente', 'Prestador', 'Redactor', 'Admin'];
export type Expected = Record<Caller, number>;
/** One endpoint of the matrix, its request built from the context the matrix test sets up. */
export type Row<Context> = {
  endpoint: string;
  request: (c: Context) => InjectOptions | Promise<InjectOptions>;
  expected: Expected;
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * A row whose request is the same for every call: its endpoint's method and path, with the query and
 * the body given.
 */
export function plainRow(
  endpoint: `${Method} /${string}`,
  expected: Expected,
  { query = '', payload }: { query?: string; payload?: object } = {},
): Row<unknown> {
  const [method, path] = endpoint.split(' ') as [Method, string];
  return {
    endpoint,
    request: () => ({ method, url: path + query, ...(payload ? { payload } : {}) }),
    expected,
  };
}

/** The same status for every caller (public calls must not care who calls). */
export const all = (status: number): Expected => ({
  anonymous: status,
  Cliente: status,
  Prestador: status,
  Redactor: status,
  Admin: status,
});
export const adminOnly = (ok: number): Expected => ({ ...all(403), anonymous: 401, Admin: ok });
export const signedIn = (ok: number): Expected => ({ ...all(ok), anonymous: 401 });
/** Clientes only (for an own-account call: the Cliente's own account). */
export const clientsOnly = (ok: number): Expected => ({ ...all(403), anonymous: 401, Cliente: ok });
/** Prestadores only (for an own-profile call: the Prestador's own professional). */
export const prestadorOnly = (ok: number): Expected => ({ ...all(403), anonymous: 401, Prestador: ok });
/** The redactores and the admins. */
export const staff = (ok: number): Expected => ({ ...all(403), anonymous: 401, Redactor: ok, Admin: ok });

/**
 * Every route of the app as `METHOD /path/:param` (HEAD left out: Fastify adds it to each GET),
 * read from `app.printRoutes()`'s tree, where each line adds its text to its parent's path.
 */
export function routesOf(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const pathAt: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│\s]*)[└├]── (.*) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? pathAt[depth - 1]! : '') + match[2]!;
    pathAt[depth] = path;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD' && method !== '-') routes.push(`${method} ${path.replace(/^\/\//, '/')}`);
    }
  }
  return routes.sort();
}
