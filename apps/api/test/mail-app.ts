import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type SignedIn, signInAdmin } from './accounts.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer.ts';

/** The public address the mails of a test app link to. */
export const PUBLIC_URL = 'https://servihogar.test';

/**
 * Registers the hooks of a test app whose clock reads `clock()` and whose mail goes to a real SMTP
 * peer: both started before all tests of the block (then handed to `ready`), closed after them.
 */
export function mailAppHooks(
  clock: () => Date,
  ready: (app: { t: TestApp; smtp: SmtpPeer }) => void | Promise<void>,
) {
  let t: TestApp | undefined;
  let smtp: SmtpPeer | undefined;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await buildTestApp({ now: clock, env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    await ready({ t, smtp });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
}

/** The app and the SMTP peer of mailAppHooks, for a suite that needs nothing more: read them in the tests. */
export function mailAppOfSuite(clock: () => Date): { t: () => TestApp; smtp: () => SmtpPeer } {
  let built: { t: TestApp; smtp: SmtpPeer } | undefined;
  mailAppHooks(clock, (app) => {
    built = app;
  });
  return { t: () => built!.t, smtp: () => built!.smtp };
}

/** A test app of mailAppHooks with an Admin signed in; the clock starts at `start` in every test. */
export type BackOfficeApp = { t: TestApp; smtp: SmtpPeer; clock: Date; admin: SignedIn; adminId: string };

/** The BackOfficeApp of a describe block: filled before all its tests, the clock set back before each. */
export function backOfficeApp(start: Date): BackOfficeApp {
  const ctx = { clock: start } as BackOfficeApp;
  mailAppHooks(
    () => ctx.clock,
    async (built) => {
      Object.assign(ctx, built, await signInAdmin(built.t));
    },
  );
  beforeEach(() => {
    ctx.clock = start;
  });
  return ctx;
}
