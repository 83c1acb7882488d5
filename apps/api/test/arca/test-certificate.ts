import forge from 'node-forge';

// A throw-away certificate and key for the tests (never committed): made at run time, self-signed,
// with the issuer's CUIT in its subject as ARCA's certificates carry it.

export type TestCertificate = { certPem: string; keyPem: string };

export function makeTestCertificate(cuit: string): TestCertificate {
  const keys = forge.pki.rsa.generateKeyPair(1024);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2020-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2040-01-01T00:00:00Z');
  const subject = [
    { name: 'commonName', value: 'servihogar-pruebas' },
    { name: 'serialNumber', value: `CUIT ${cuit}` },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: forge.pki.privateKeyToPem(keys.privateKey) };
}
