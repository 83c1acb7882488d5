import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn, TEST_PASSWORD } from '../../../test/accounts.ts';
import { buildTestApp, NOW, type TestApp } from '../../../test/build-test-app.ts';
import { runAdminCli } from '../../admin-cli.ts';
import { lockPgliteDir } from '../../db/pglite-lock.ts';
import { ensureAdmin } from './admin-account.service.ts';

describe('first admin: ADMIN_EMAIL at start and `npm run admin -- create <email>`', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    t = await buildTestApp({ now: () => NOW });
    dataDir = await mkdtemp(join(tmpdir(), 'servihogar-admin-'));
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Runs the CLI against the test database (which it must not close). */
  async function cli(...argv: string[]) {
    const lines: string[] = [];
    const code = await runAdminCli(argv, {
      env: { DATA_DIR: dataDir, NODE_ENV: 'test' },
      print: (line) => lines.push(line),
      openDatabase: async () => ({ ...t.database, close: async () => {} }),
      now: () => NOW,
    });
    const password = /Contraseña: (\S+)/.exec(lines.join('\n'))?.[1];
    return { code, output: lines.join('\n'), password };
  }
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/auth', payload: { email, password } });

  it('creates an admin with a strong generated password, printed once', async () => {
    const { code, output, password } = await cli('create', 'Jefa@Example.com');
    expect(code).toBe(0);
    expect(output).toContain('Administrador creado: jefa@example.com');
    expect(output).toContain('no se vuelve a mostrar');
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const res = await login('jefa@example.com', password!);
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().accessToken).roles).toEqual(['Admin']);
  });

  it('promotes an existing account with a new password and ends its sessions', async () => {
    const client = await createAccount(t.db, { roles: ['Cliente'], bannedAt: NOW, banReason: 'x' });
    const { code, output, password } = await cli('create', client.email);
    expect(code).toBe(0);
    expect(output).toContain('ahora es administradora');
    expect((await login(client.email, TEST_PASSWORD)).statusCode).toBe(401);
    const res = await login(client.email, password!);
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().accessToken).roles).toEqual(['Cliente', 'Admin']);
  });

  it('explains its usage', async () => {
    for (const argv of [[], ['create'], ['delete', 'a@example.com'], ['create', 'no-es-email']]) {
      const { code, output } = await cli(...argv);
      expect(code).toBe(2);
      expect(output).toContain('Uso: npm run admin -- create <email>');
    }
  });

  it('refuses, with a clear message, an embedded database another process has open', async () => {
    const pgliteDir = await mkdtemp(join(tmpdir(), 'servihogar-locked-'));
    // The parent process (the test runner) is alive: the lock is held.
    await writeFile(join(pgliteDir, 'db.lock'), String(process.ppid));
    const lines: string[] = [];
    const code = await runAdminCli(['create', 'a@example.com'], {
      env: { DATA_DIR: pgliteDir, NODE_ENV: 'test' },
      print: (line) => lines.push(line),
    });
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/está abierta por otro proceso \(pid \d+\).*detené el servidor/);
    await rm(pgliteDir, { recursive: true, force: true });
  });

  it('takes over a lock left by a dead process and refuses a second open in this one', async () => {
    const dir = join(dataDir, 'db');
    await writeFile(`${dir}.lock`, '999999999');
    const release = lockPgliteDir(dir);
    expect(() => lockPgliteDir(dir)).toThrow(/está abierta por otro proceso/);
    release();
    lockPgliteDir(dir)();
  });

  it('ensureAdmin creates the configured admin once and keeps an existing password', async () => {
    expect(await ensureAdmin(t.db, 'Config@Example.com', 'ClaveDeEntorno1', NOW)).toBe('created');
    expect(await ensureAdmin(t.db, 'config@example.com', 'OtraClave123', NOW)).toBe('unchanged');
    expect((await login('config@example.com', 'ClaveDeEntorno1')).statusCode).toBe(200);

    const client = await createAccount(t.db, { roles: ['Cliente'] });
    expect(await ensureAdmin(t.db, client.email, 'Ignorada123', NOW)).toBe('promoted');
    const session = await signIn(t.app, client, TEST_PASSWORD);
    expect(decodeJwt(session.accessToken).roles).toEqual(['Cliente', 'Admin']);
  });
});
