import { XMLParser } from 'fast-xml-parser';

// SOAP 1.1 over HTTP, as WSAA and WSFEv1 speak it: an envelope around the operation, the answer
// parsed with fast-xml-parser (namespaces dropped, every value kept as text). A fault, an HTTP error
// or no answer is an ArcaUnavailable: the job retries with backoff (decision 0068).

const TIMEOUT_MS = 20_000;

export class ArcaUnavailable extends Error {
  override name = 'ArcaUnavailable';
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => ['Obs', 'Err', 'FECAEDetResponse', 'CbteAsoc'].includes(name),
});

export type XmlNode = Record<string, unknown>;

export const parseXml = (text: string): XmlNode => parser.parse(text) as XmlNode;

/** Escapes text for an XML element. */
export const xmlText = (value: string | number) =>
  String(value).replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `{a: 1, b: {c: 2}}` as `<a>1</a><b><c>2</c></b>` (arrays repeat their element). */
export function toXml(body: Record<string, unknown>): string {
  return Object.entries(body)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      if (Array.isArray(value)) return value.map((item) => toXml({ [name]: item })).join('');
      if (value !== null && typeof value === 'object') return `<${name}>${toXml(value as XmlNode)}</${name}>`;
      return `<${name}>${xmlText(value as string | number)}</${name}>`;
    })
    .join('');
}

/** Posts one SOAP operation; the Body's content of the answer, or ArcaUnavailable. */
export async function soapCall(
  url: string,
  {
    namespace,
    operation,
    body,
    soapAction,
  }: { namespace: string; operation: string; body: string; soapAction: string },
): Promise<XmlNode> {
  const envelope = `<?xml version="1.0" encoding="UTF-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><${operation} xmlns="${namespace}">${body}</${operation}></soap:Body></soap:Envelope>`;
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${soapAction}"` },
    body: envelope,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((error: unknown) => {
    throw new ArcaUnavailable(`ARCA no responde (${operation}): ${(error as Error).message}`);
  });
  const text = await res.text().catch(() => '');
  const parsed = (() => {
    try {
      return parseXml(text);
    } catch {
      return {};
    }
  })();
  const soapBody = ((parsed.Envelope as XmlNode | undefined)?.Body ?? {}) as XmlNode;
  const fault = soapBody.Fault as XmlNode | undefined;
  if (fault)
    throw new ArcaUnavailable(`ARCA (${operation}): ${String(fault.faultstring ?? fault.faultcode)}`);
  if (!res.ok) throw new ArcaUnavailable(`ARCA (${operation}): HTTP ${res.status}`);
  return soapBody;
}
