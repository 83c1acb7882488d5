import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION } from '../../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { mailOutbox } from '../../db/tables/mail-outbox.table.ts';
import { accounts } from '../../db/tables/users.table.ts';

// Finding 3: with the mail server down (or the process killed before sending), a new account must
// never exist without its verification mail stored for delivery.

describe('registration with the mail server down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: every delivery attempt fails and is retried later.
    t = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(() => t?.close());

  it('stores the account and its verification mail together, for delivery once SMTP is back', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { ...REGISTRATION, email: 'sin.smtp@example.com' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [account] = await t.db.select().from(accounts).where(eq(accounts.email, 'sin.smtp@example.com'));
    expect(account).toBeDefined();
    const queued = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'sin.smtp@example.com'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ subject: 'Activá tu cuenta de ServiHogar', sentAt: null });
    expect(queued[0]!.text).toContain('Token de verificación');
  });
});
