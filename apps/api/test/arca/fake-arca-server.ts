import { readFileSync } from 'node:fs';
import { startFakeArca } from './fake-arca.ts';

// The local ARCA (WSAA + WSFEv1) as a process, for Playwright (e2e/playwright.config.ts starts it):
// FAKE_ARCA_PORT, FAKE_ARCA_CUIT and FAKE_ARCA_CERT (the PEM file of the test certificate the app
// signs its loginCms with). Its clock is real time, as ARCA's is: an app whose test clock was moved
// gets its TRA refused (generationTime) until the clock is back, and its comprobante stays pending.

const env = process.env;
const fake = await startFakeArca({
  port: Number(env.FAKE_ARCA_PORT),
  cuit: env.FAKE_ARCA_CUIT ?? '',
  certPem: readFileSync(env.FAKE_ARCA_CERT ?? '', 'utf8'),
  now: () => new Date(),
});
console.log(`ARCA local en ${fake.wsaaUrl} y ${fake.wsfeUrl}`);
