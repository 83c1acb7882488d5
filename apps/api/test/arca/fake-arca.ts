import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { argentineDay, argentineIso } from '@servihogar/shared/calendar';
import { parseXml, toXml, type XmlNode } from '../../src/features/invoices/arca.soap.ts';
import { verifiedTra } from './cms.ts';

// A local ARCA for the tests (decision 0068): WSAA's loginCms (checks the CMS signature against the
// test certificate, one ticket at a time as WSAA does) and WSFEv1's FECompUltimoAutorizado,
// FECAESolicitar and FECompConsultar over SOAP 1.1, numbering comprobantes per punto de venta and
// type and answering a CAE. Tests can make it reject the next request, be down, or lose an answer
// (authorize, then drop the connection).

export type FakeComprobante = {
  ptoVta: number;
  cbteTipo: number;
  numero: number;
  docTipo: number;
  docNro: string;
  importe: string;
  fecha: string;
  cae: string;
  caeVencimiento: string;
  asociado: { tipo: number; ptoVta: number; nro: number } | null;
};

export type FakeArcaOptions = { port?: number; cuit: string; certPem: string; now: () => Date };

const ymd = (day: string) => day.replaceAll('-', '');
const soapEnvelope = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`;
const fault = (code: string, text: string) =>
  soapEnvelope(`<soap:Fault><faultcode>${code}</faultcode><faultstring>${text}</faultstring></soap:Fault>`);
const escaped = (xml: string) => xml.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FEV1 = 'http://ar.gov.afip.dif.FEV1/';

export async function startFakeArca(options: FakeArcaOptions) {
  const comprobantes: FakeComprobante[] = [];
  const tickets = new Map<string, Date>();
  /** Every operation asked, in order ('loginCms', 'FECAESolicitar'…). */
  const calls: string[] = [];
  /**
   * Set by a test: `down` answers 503; `loseNextAnswer` authorizes the next FECAESolicitar and drops
   * the connection; `rejectNext` rejects it with that Observación; `answerWhen` answers a request
   * only once it says yes (asked again every 10 ms).
   */
  const control = {
    down: false,
    loseNextAnswer: false,
    rejectNext: null as string | null,
    answerWhen: null as (() => Promise<boolean>) | null,
  };

  const send = (res: ServerResponse, status: number, xml: string) => {
    res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' });
    res.end(xml);
  };

  const loginCms = (body: XmlNode, res: ServerResponse) => {
    const cms = String((body.loginCms as XmlNode | undefined)?.in0 ?? '');
    const checked = verifiedTra(cms, options.certPem);
    if ('error' in checked) return send(res, 500, fault('ns1:cms', checked.error));
    const tra = parseXml(checked.tra).loginTicketRequest as XmlNode;
    const header = tra.header as XmlNode;
    const now = options.now();
    const from = new Date(String(header.generationTime));
    const to = new Date(String(header.expirationTime));
    if (tra.service !== 'wsfe')
      return send(res, 500, fault('ns1:coe.notAuthorized', 'Computador no autorizado a acceder al servicio'));
    if (from > now || to < now)
      return send(
        res,
        500,
        fault('ns1:xml.generationTime.invalid', 'generationTime/expirationTime invalido'),
      );
    const valid = [...tickets.values()].some((until) => until > now);
    if (valid)
      return send(
        res,
        500,
        fault(
          'ns1:coe.alreadyAuthenticated',
          'El CEE ya posee un TA valido para el acceso al WSN solicitado',
        ),
      );
    const token = randomBytes(24).toString('base64');
    const expires = new Date(now.getTime() + 12 * 3_600_000);
    tickets.set(token, expires);
    const ticket = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><loginTicketResponse version="1.0"><header><source>CN=wsaahomo, O=AFIP, C=AR</source><destination>SERIALNUMBER=CUIT ${options.cuit}</destination><uniqueId>${header.uniqueId}</uniqueId><generationTime>${argentineIso(now)}</generationTime><expirationTime>${argentineIso(expires)}</expirationTime></header><credentials><token>${token}</token><sign>${randomBytes(16).toString('base64')}</sign></credentials></loginTicketResponse>`;
    return send(
      res,
      200,
      soapEnvelope(
        `<loginCmsResponse xmlns="http://wsaa.view.sua.dvadac.desein.afip.gov"><loginCmsReturn>${escaped(ticket)}</loginCmsReturn></loginCmsResponse>`,
      ),
    );
  };

  const last = (ptoVta: number, cbteTipo: number) =>
    Math.max(
      0,
      ...comprobantes.filter((c) => c.ptoVta === ptoVta && c.cbteTipo === cbteTipo).map((c) => c.numero),
    );
  const errors = (code: number, text: string) => ({ Errors: { Err: { Code: code, Msg: text } } });

  const authorize = (req: XmlNode) => {
    const cab = (req.FeCAEReq as XmlNode).FeCabReq as XmlNode;
    const det = ((req.FeCAEReq as XmlNode).FeDetReq as XmlNode).FECAEDetRequest as XmlNode;
    const [ptoVta, cbteTipo, numero] = [Number(cab.PtoVta), Number(cab.CbteTipo), Number(det.CbteDesde)];
    const head = {
      FeCabResp: {
        Cuit: options.cuit,
        PtoVta: ptoVta,
        CbteTipo: cbteTipo,
        FchProceso: '',
        CantReg: 1,
        Resultado: 'R',
        Reproceso: 'N',
      },
    };
    const refuse = (code: number, text: string) => ({
      ...head,
      FeDetResp: {
        FECAEDetResponse: {
          Concepto: det.Concepto,
          DocTipo: det.DocTipo,
          DocNro: det.DocNro,
          CbteDesde: numero,
          CbteHasta: numero,
          CbteFch: det.CbteFch,
          Resultado: 'R',
          Observaciones: { Obs: { Code: code, Msg: text } },
        },
      },
    });
    if (numero !== last(ptoVta, cbteTipo) + 1 || Number(det.CbteHasta) !== numero) {
      return {
        ...head,
        ...errors(10016, 'El numero o fecha del comprobante no se corresponde con el proximo a autorizar.'),
      };
    }
    if (control.rejectNext) {
      const text = control.rejectNext;
      control.rejectNext = null;
      return refuse(10015, text);
    }
    const total = Number(det.ImpTotal);
    const sum =
      Number(det.ImpNeto) +
      Number(det.ImpIVA) +
      Number(det.ImpTotConc) +
      Number(det.ImpOpEx) +
      Number(det.ImpTrib);
    if (!(total > 0) || Math.abs(sum - total) > 0.001)
      return refuse(10048, 'El campo ImpTotal no es la suma de sus componentes.');
    if (det.Concepto !== '2' || !det.FchServDesde || !det.FchServHasta || !det.FchVtoPago)
      return refuse(10036, 'Faltan las fechas del servicio.');
    if (det.CondicionIVAReceptorId === undefined) return refuse(10242, 'Falta CondicionIVAReceptorId.');
    const asoc = ((det.CbtesAsoc as XmlNode | undefined)?.CbteAsoc as XmlNode[] | undefined)?.[0];
    const isCredit = [3, 8, 13].includes(cbteTipo);
    const target =
      asoc &&
      comprobantes.find(
        (c) =>
          c.cbteTipo === Number(asoc.Tipo) &&
          c.ptoVta === Number(asoc.PtoVta) &&
          c.numero === Number(asoc.Nro),
      );
    if (isCredit && !target)
      return refuse(10197, 'Una nota de credito debe informar el comprobante asociado.');
    const fecha = `${String(det.CbteFch).slice(0, 4)}-${String(det.CbteFch).slice(4, 6)}-${String(det.CbteFch).slice(6, 8)}`;
    const vto = new Date(Date.parse(`${fecha}T12:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
    const cae = `7${String(Date.now()).slice(-7)}${String(comprobantes.length + 1).padStart(6, '0')}`;
    comprobantes.push({
      ptoVta,
      cbteTipo,
      numero,
      docTipo: Number(det.DocTipo),
      docNro: String(det.DocNro),
      importe: String(det.ImpTotal),
      fecha,
      cae,
      caeVencimiento: vto,
      asociado: target ? { tipo: target.cbteTipo, ptoVta: target.ptoVta, nro: target.numero } : null,
    });
    return {
      FeCabResp: { ...head.FeCabResp, FchProceso: ymd(argentineDay(options.now())), Resultado: 'A' },
      FeDetResp: {
        FECAEDetResponse: {
          Concepto: 2,
          DocTipo: det.DocTipo,
          DocNro: det.DocNro,
          CbteDesde: numero,
          CbteHasta: numero,
          CbteFch: det.CbteFch,
          Resultado: 'A',
          CAE: cae,
          CAEFchVto: ymd(vto),
        },
      },
    };
  };

  const wsfe = (operation: string, req: XmlNode) => {
    if (operation === 'FECompUltimoAutorizado') {
      return {
        PtoVta: req.PtoVta,
        CbteTipo: req.CbteTipo,
        CbteNro: last(Number(req.PtoVta), Number(req.CbteTipo)),
      };
    }
    if (operation === 'FECompConsultar') {
      const q = req.FeCompConsReq as XmlNode;
      const c = comprobantes.find(
        (x) =>
          x.ptoVta === Number(q.PtoVta) &&
          x.cbteTipo === Number(q.CbteTipo) &&
          x.numero === Number(q.CbteNro),
      );
      if (!c) return errors(602, 'No existen datos en nuestros registros para los parametros ingresados.');
      return {
        ResultGet: {
          Concepto: 2,
          DocTipo: c.docTipo,
          DocNro: c.docNro,
          CbteDesde: c.numero,
          CbteHasta: c.numero,
          CbteFch: ymd(c.fecha),
          ImpTotal: c.importe,
          MonId: 'PES',
          MonCotiz: 1,
          Resultado: 'A',
          CodAutorizacion: c.cae,
          EmisionTipo: 'CAE',
          FchVto: ymd(c.caeVencimiento),
          FchProceso: ymd(c.fecha),
          PtoVta: c.ptoVta,
          CbteTipo: c.cbteTipo,
        },
      };
    }
    return authorize(req);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && (req.url === '/health' || req.url === '/__fake/comprobantes')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(req.url === '/health' ? { ok: true } : comprobantes));
    }
    let text = '';
    for await (const chunk of req) text += String(chunk);
    while (control.answerWhen && !(await control.answerWhen())) {
      if (req.socket.destroyed) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    if (control.down) return send(res, 503, '<html><body>Servicio no disponible</body></html>');
    const body = ((parseXml(text).Envelope as XmlNode | undefined)?.Body ?? {}) as XmlNode;
    const operation = Object.keys(body)[0] ?? '';
    calls.push(operation);
    if (req.url === '/ws/services/LoginCms') return loginCms(body, res);
    if (req.url !== '/wsfev1/service.asmx') return send(res, 404, '');
    const action = String(req.headers.soapaction ?? '').replaceAll('"', '');
    if (action !== `${FEV1}${operation}`)
      return send(res, 500, fault('soap:Client', 'SOAPAction no reconocida'));
    const request = body[operation] as XmlNode;
    const auth = request.Auth as XmlNode;
    const until = tickets.get(String(auth?.Token));
    if (!until || until < options.now() || String(auth.Cuit) !== options.cuit) {
      return send(
        res,
        200,
        soapEnvelope(
          `<${operation}Response xmlns="${FEV1}"><${operation}Result>${toXml(errors(600, 'ValidacionDeToken: No validaron las credenciales'))}</${operation}Result></${operation}Response>`,
        ),
      );
    }
    const result = wsfe(operation, request);
    if (operation === 'FECAESolicitar' && control.loseNextAnswer) {
      control.loseNextAnswer = false;
      return req.socket.destroy();
    }
    send(
      res,
      200,
      soapEnvelope(
        `<${operation}Response xmlns="${FEV1}"><${operation}Result>${toXml(result)}</${operation}Result></${operation}Response>`,
      ),
    );
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, fault('soap:Server', String(error))));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    wsaaUrl: `${url}/ws/services/LoginCms`,
    wsfeUrl: `${url}/wsfev1/service.asmx`,
    comprobantes,
    calls,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeArca = Awaited<ReturnType<typeof startFakeArca>>;
