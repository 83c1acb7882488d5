import { argentineIso } from '@servihogar/shared/calendar';
import { eq } from 'drizzle-orm';
import forge from 'node-forge';
import type { ArcaConfig } from '../../config-arca.ts';
import type { Db } from '../../db/client.ts';
import { arcaTickets } from '../../db/tables/invoices.table.ts';
import { ArcaUnavailable, parseXml, soapCall, type XmlNode, xmlText } from './arca.soap.ts';

// WSAA (Web Service de Autenticación y Autorización): a Ticket de Requerimiento de Acceso (TRA, XML)
// signed as CMS SignedData with the issuer's certificate and key (node-forge), base64, sent to
// loginCms; the Ticket de Acceso (token + sign) it answers is kept in `arca_tickets` until it
// expires, so every replica uses one ticket (WSAA refuses a second one while the first is valid).

const SERVICE = 'wsfe';
const NAMESPACE = 'http://wsaa.view.sua.dvadac.desein.afip.gov';
/** A ticket this close to its end is renewed rather than used. */
const MARGIN_MS = 5 * 60_000;

export type Ticket = { token: string; sign: string; expiresAt: Date };

/** The TRA for `service`, valid ten minutes around `now`. */
export function loginTicketRequest(service: string, now: Date): string {
  const at = (offset: number) => argentineIso(new Date(now.getTime() + offset));
  return `<?xml version="1.0" encoding="UTF-8"?><loginTicketRequest version="1.0"><header><uniqueId>${Math.floor(now.getTime() / 1000)}</uniqueId><generationTime>${at(-600_000)}</generationTime><expirationTime>${at(600_000)}</expirationTime></header><service>${xmlText(service)}</service></loginTicketRequest>`;
}

/** The TRA as CMS SignedData (content included, SHA-256), DER in base64: loginCms's `in0`. */
export function signTra(tra: string, certPem: string, keyPem: string, now: Date): string {
  const certificate = forge.pki.certificateFromPem(certPem);
  const p7 = forge.pkcs7.createSignedData();
  p7.content = forge.util.createBuffer(tra, 'utf8');
  p7.addCertificate(certificate);
  p7.addSigner({
    key: forge.pki.privateKeyFromPem(keyPem),
    certificate,
    digestAlgorithm: forge.pki.oids.sha256!,
    authenticatedAttributes: [
      { type: forge.pki.oids.contentType!, value: forge.pki.oids.data },
      { type: forge.pki.oids.messageDigest! },
      { type: forge.pki.oids.signingTime!, value: now as unknown as string },
    ],
  });
  p7.sign();
  return forge.util.encode64(forge.asn1.toDer(p7.toAsn1()).getBytes());
}

async function login(arca: ArcaConfig, now: Date): Promise<Ticket> {
  const cms = signTra(loginTicketRequest(SERVICE, now), arca.certPem, arca.keyPem, now);
  const body = await soapCall(arca.wsaaUrl, {
    namespace: NAMESPACE,
    operation: 'loginCms',
    soapAction: '',
    body: `<in0>${cms}</in0>`,
  });
  const answer = String((body.loginCmsResponse as XmlNode | undefined)?.loginCmsReturn ?? '');
  const ticket = parseXml(answer).loginTicketResponse as XmlNode | undefined;
  const credentials = ticket?.credentials as XmlNode | undefined;
  const expiration = (ticket?.header as XmlNode | undefined)?.expirationTime;
  if (!credentials?.token || !credentials.sign || !expiration) {
    throw new ArcaUnavailable('ARCA (loginCms): respuesta sin ticket de acceso');
  }
  return {
    token: String(credentials.token),
    sign: String(credentials.sign),
    expiresAt: new Date(String(expiration)),
  };
}

/** The valid access ticket: the stored one, or a new one from WSAA (stored for every replica). */
export async function accessTicket(db: Db, arca: ArcaConfig, now: Date): Promise<Ticket> {
  const [stored] = await db.select().from(arcaTickets).where(eq(arcaTickets.service, SERVICE));
  if (stored && stored.expiresAt.getTime() - MARGIN_MS > now.getTime()) return stored;
  const ticket = await login(arca, now);
  await db
    .insert(arcaTickets)
    .values({ service: SERVICE, ...ticket })
    .onConflictDoUpdate({ target: arcaTickets.service, set: ticket });
  return ticket;
}
