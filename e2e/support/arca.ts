import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeTestCertificate } from '../../apps/api/test/arca/test-certificate.ts';

/** The issuer's CUIT and punto de venta of the app with ARCA configured (the local stand-in's). */
export const ARCA_CUIT = '20111111112';
export const ARCA_PTO_VTA = 3;

/**
 * A throw-away certificate and key for the e2e run, written to a fresh folder: the app reads them
 * (ARCA_CERT, ARCA_KEY) and the local ARCA trusts the certificate. Returns the folder.
 */
export function writeArcaCertificate(): string {
  const { certPem, keyPem } = makeTestCertificate(ARCA_CUIT);
  const dir = mkdtempSync(join(tmpdir(), 'servihogar-e2e-arca-'));
  writeFileSync(join(dir, 'cert.pem'), certPem);
  writeFileSync(join(dir, 'key.pem'), keyPem, { mode: 0o600 });
  return dir;
}
