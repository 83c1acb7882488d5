import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs script, no declarations
import { runQuietly } from '../../../scripts/quiet-run.mjs';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PASSWORD, DEMO_REDACTOR } from '../src/seed/demo-accounts.ts';
import { DEMO_PRESTADOR_INDEX, DEMO_PROFESSIONALS } from '../src/seed/demo-professionals.ts';
import { type AppProcess, startAppProcess } from './app-process.ts';

const root = join(import.meta.dirname, '../../..');

describe('npm start: the build is quiet unless it fails (issue 29, item 10)', () => {
  it('prints nothing for a command that succeeds, and all its output for one that fails', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(runQuietly(process.execPath, ['-e', 'console.log("120 líneas de compilación")'])).toBe(0);
      expect(out).not.toHaveBeenCalled();
      expect(err).not.toHaveBeenCalled();
      const failing = 'console.log("paso 1"); console.error("error TS2322"); process.exit(2)';
      expect(runQuietly(process.execPath, ['-e', failing])).toBe(2);
      expect(out).toHaveBeenCalledWith('paso 1\n');
      expect(err).toHaveBeenCalledWith('error TS2322\n');
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});

/** Whether `version` (x.y.z) meets an engines range of the forms the lock file holds (>=, <, ^, ||). */
function satisfies(version: string, range: string): boolean {
  const parse = (v: string) => v.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
    return 0;
  };
  const v = parse(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => {
        if (comparator === '' || comparator === '*') return true;
        const [, op = '', bound = '0'] = /^(>=|<=|>|<|\^|~|=)?v?([\d.xX*]+)$/.exec(comparator) ?? [];
        if (op === '' && /^\d+(\.[xX*])?$/.test(bound)) return v[0] === Number.parseInt(bound, 10);
        const b = parse(bound.replace(/[xX*]/g, '0'));
        const c = compare(v, b);
        if (op === '>=') return c >= 0;
        if (op === '>') return c > 0;
        if (op === '<') return c < 0;
        if (op === '<=') return c <= 0;
        if (op === '^') return c >= 0 && v[0] === b[0];
        if (op === '~') return c >= 0 && v[0] === b[0] && v[1] === b[1];
        return c === 0;
      }),
  );
}

describe('README: the EBADENGINE note names what an install on Node 20 warns about', () => {
  it('lists exactly the locked packages whose engines leave out Node 20 (optional ones are skipped silently)', () => {
    type Entry = { engines?: { node?: string }; optional?: boolean };
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, Entry>;
    };
    const warned = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !satisfies('20.20.0', entry.engines!.node!))
      .map(([path]) => path.replace(/^.*node_modules\//, ''))
      .sort();
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    // The note runs from the warning's name to "harmless".
    const note = /\d+ `EBADENGINE`[\s\S]*?harmless/.exec(readme)?.[0] ?? '';
    const named = [...note.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((name) => name !== 'EBADENGINE');
    expect(named.sort()).toEqual(warned);
    // The project's own engines (Node 24) warn too: one more than the packages.
    expect(note).toMatch(new RegExp(`^${warned.length + 1} `));
  });
});

// A real process on the embedded database: runs once (in the PGlite project).
describe.runIf((process.env.TEST_DB ?? 'pglite') === 'pglite')(
  'a production start on the embedded database (issue 41, item 2)',
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'servihogar-prodseed-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
    const start = (dir: string, env: Record<string, string>) =>
      startAppProcess({
        TEST_DB: '',
        DATABASE_URL: '',
        REDIS_URL: '',
        DATA_DIR: join(dataDir, dir),
        WEB_DIST: join(dataDir, 'no-web'),
        JWT_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: '',
        ...env,
      });
    const signIn = (app: AppProcess, password: string, email = DEMO_ADMIN.email, door = '/auth') =>
      fetch(`${app.url}${door}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }).then((res) => res.status);
    /** Every demo login (Admin, Cliente, Prestador, Redactor) at its door: the statuses. */
    const signInAll = async (app: AppProcess, password: string) => {
      const statuses: number[] = [];
      for (const [email, door] of [
        [DEMO_ADMIN.email, '/auth'],
        [DEMO_CLIENTS[0]!.email, '/auth'],
        [DEMO_PROFESSIONALS[DEMO_PRESTADOR_INDEX]!.email, '/auth/loginProfessional'],
        [DEMO_REDACTOR.email, '/auth/loginRedactor'],
      ] as const)
        statuses.push(await signIn(app, password, email, door));
      return statuses;
    };
    /** The start's last line, printed once the server listens. */
    const startLineOf = async (app: AppProcess) => {
      while (!app.stdout().includes('ServiHogar listo')) await new Promise((r) => setTimeout(r, 50));
      return /ServiHogar listo.*/.exec(app.stdout())![0];
    };
    const stop = async (app: AppProcess) => {
      app.child.kill('SIGTERM');
      await app.exited;
    };

    it('seeds no demo without SEED_DEMO: the demo admin with the published password does not sign in', async () => {
      const app = await start('plain', { NODE_ENV: 'production' });
      try {
        expect(await signIn(app, DEMO_PASSWORD)).toBe(401);
        expect(await startLineOf(app)).not.toContain(DEMO_ADMIN.email);
      } finally {
        await stop(app);
      }
    }, 240_000);

    it('never lets the published password sign in: the demo gets a generated one, printed once', async () => {
      // SEED_DEMO=true in production: the demo is seeded, under a password of its own.
      const seeded = await start('seeded', { NODE_ENV: 'production', SEED_DEMO: 'true' });
      try {
        expect(await signInAll(seeded, DEMO_PASSWORD)).toEqual([401, 401, 401, 401]);
        const line = await startLineOf(seeded);
        expect(line).not.toContain(DEMO_PASSWORD);
        const password = /contraseña (\S+):/.exec(line)?.[1] ?? '';
        expect(password).toMatch(/^[\w-]{24}$/);
        expect(await signInAll(seeded, password)).toEqual([200, 200, 200, 200]);
      } finally {
        await stop(seeded);
      }
      // Demo data an earlier development start left behind: production replaces its password.
      const dev = await start('earlier', { NODE_ENV: 'development' });
      expect(await signIn(dev, DEMO_PASSWORD)).toBe(200);
      await stop(dev);
      const prod = await start('earlier', { NODE_ENV: 'production' });
      let password = '';
      try {
        expect(await signIn(prod, DEMO_PASSWORD)).toBe(401);
        password = /contraseña (\S+):/.exec(await startLineOf(prod))?.[1] ?? '';
        expect(password).toMatch(/^[\w-]{24}$/);
        expect(await signIn(prod, password)).toBe(200);
      } finally {
        await stop(prod);
      }
      // Printed once: the next start says nothing of it, and it still signs in.
      const again = await start('earlier', { NODE_ENV: 'production' });
      try {
        expect(await startLineOf(again)).not.toContain('contraseña');
        expect(await signIn(again, password)).toBe(200);
        expect(await signIn(again, DEMO_PASSWORD)).toBe(401);
      } finally {
        await stop(again);
      }
    }, 600_000);
  },
);
