import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF, REGISTRATION, signIn } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { type SmtpPeer, startSmtpPeer, tokenIn } from '../../test/smtp-peer.ts';
import { scrubText } from './log-redaction.ts';

// Finding 2 of the hardening review: the log of a 500 held the SQL parameters (e-mail, argon2id
// hash, phone, DNI). Every log line of a run that fails a query with secrets, mails a token,
// verifies it through its URL and signs in is grepped for each secret.

const EMAIL = 'secreta.persona@example.com';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';
const DNI = '30111222';

describe('log lines without secrets', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  const lines: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await buildTestApp({
      env: { SMTP_URL: smtp.url },
      logStream: { write: (line) => void lines.push(line) },
      routes: (app) => {
        app.post('/api/test/failing-query', async () => {
          // Fails in the database with the secrets as bound parameters (drizzle puts them in the message).
          await t.db.execute(sql`select ${EMAIL}::int, ${HASH}, ${DNI}`);
        });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('logs a failed query, a mail, a token URL and a sign-in without the secrets in them', async () => {
    const failed = await t.app.inject({ method: 'POST', url: '/api/test/failing-query' });
    expect(failed.statusCode).toBe(500);

    const email = 'nueva.clienta@example.com';
    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/register', payload: { ...REGISTRATION, email } }))
        .statusCode,
    ).toBe(201);
    const token = tokenIn(await smtp.waitForMail(email));
    expect((await t.app.inject({ url: `/auth/${token}` })).statusCode).toBe(200);
    const session = await signIn(t.app, { email, roles: ['Cliente'] }, REGISTRATION.password);
    await t.app.inject({ url: `/auth/getInfo/${encodeURIComponent(email)}`, headers: session.auth });
    await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: CSRF,
      cookies: { refresh_token: session.refreshToken },
    });

    const log = lines.join('');
    expect(log).toContain('"level":50');
    expect(log).toContain('params: [redacted]');
    for (const secret of [
      EMAIL,
      HASH,
      '$argon2id$',
      DNI,
      email,
      token,
      session.accessToken,
      session.refreshToken,
    ]) {
      expect(log, `log holds ${secret}`).not.toContain(secret);
    }
  });

  it('keeps row ids and the domain of an e-mail, for whoever reads the log', () => {
    const id = '0b7e5c1e-2f4a-4c1b-9a53-8d2f0e6a1b2c';
    expect(scrubText(`/professionals/edit/${id}`)).toBe(`/professionals/edit/${id}`);
    expect(scrubText('to ana.paz@example.com')).toBe('to ***@example.com');
    expect(scrubText(`params: ${EMAIL},${HASH}`)).toBe('params: [redacted]');
  });
});
