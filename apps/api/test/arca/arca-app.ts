import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type MpApp, mercadoPagoApp } from '../mercadopago/mp-app.ts';
import { openTransactions } from '../open-transactions.ts';
import { type FakeArca, startFakeArca } from './fake-arca.ts';
import { makeTestCertificate } from './test-certificate.ts';

// A test app with ARCA configured against the local stand-in (and Mercado Pago against its own):
// a throw-away certificate written to a temporary folder, its CUIT and punto de venta.

export const ARCA_CUIT = '20111111112';
export const ARCA_PTO_VTA = 3;

export type ArcaApp = MpApp & { arca: FakeArca };

export function arcaApp(start: Date): ArcaApp {
  const ctx = mercadoPagoApp(start, async () => {
    const { certPem, keyPem } = makeTestCertificate(ARCA_CUIT);
    const dir = mkdtempSync(join(tmpdir(), 'arca-'));
    writeFileSync(join(dir, 'cert.pem'), certPem);
    writeFileSync(join(dir, 'key.pem'), keyPem, { mode: 0o600 });
    ctx.arca = await startFakeArca({ cuit: ARCA_CUIT, certPem, now: () => ctx.clock });
    // Decision 0051: ARCA is never awaited inside a transaction (a call made in one never returns).
    ctx.arca.control.answerWhen = async () => (await openTransactions(ctx.t.database)) === 0;
    return {
      ARCA_CUIT,
      ARCA_CERT: join(dir, 'cert.pem'),
      ARCA_KEY: join(dir, 'key.pem'),
      ARCA_PTO_VTA: String(ARCA_PTO_VTA),
      ARCA_WSAA_URL: ctx.arca.wsaaUrl,
      ARCA_WSFE_URL: ctx.arca.wsfeUrl,
    };
  }) as ArcaApp;
  afterAll(async () => {
    await ctx.arca?.close();
  });
  return ctx;
}
