import { createHash, createPublicKey, verify } from 'node:crypto';
import forge from 'node-forge';

// How WSAA checks a loginCms: the CMS SignedData's signer certificate is the one registered, its
// signature covers the signed attributes, and their messageDigest is the SHA-256 of the TRA inside.

type Captured = {
  content: { value: { value: string }[] | string };
  authenticatedAttributes: forge.asn1.Asn1[];
  signature: string;
};

/** The TRA of a valid CMS signed with `certPem`, or the reason it is refused. */
export function verifiedTra(base64: string, certPem: string): { tra: string } | { error: string } {
  let message: forge.pkcs7.PkcsSignedData & { rawCapture: Captured };
  try {
    message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.decode64(base64))) as typeof message;
  } catch {
    return { error: 'cms.bad: El CMS no es valido' };
  }
  const signer = message.certificates[0];
  if (!signer || forge.pki.certificateToPem(signer).trim() !== certPem.trim()) {
    return { error: 'cms.cert.untrusted: Certificado no emitido por AC de confianza' };
  }
  const raw = message.rawCapture;
  const value = raw.content.value;
  const tra = Buffer.from(Array.isArray(value) ? value.map((v) => v.value).join('') : value, 'binary');
  const attributes = raw.authenticatedAttributes ?? [];
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const signed = Buffer.from(forge.asn1.toDer(set).getBytes(), 'binary');
  const valid = verify('sha256', signed, createPublicKey(certPem), Buffer.from(raw.signature, 'binary'));
  const digest = attributes.find(
    (a) =>
      forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0]!.value as string) ===
      forge.pki.oids.messageDigest,
  );
  const digestValue =
    digest && ((digest.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value;
  const matches = digestValue === createHash('sha256').update(tra).digest('binary');
  if (!valid || !matches) return { error: 'cms.sign.invalid: Firma inválida o algoritmo no soportado' };
  return { tra: tra.toString('utf8') };
}
