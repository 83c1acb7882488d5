import type { ArcaConfig } from '../../config-arca.ts';
import { ArcaUnavailable, soapCall, toXml, type XmlNode } from './arca.soap.ts';
import type { Ticket } from './arca.wsaa.ts';

// WSFEv1 (factura electrónica): the last number authorized for a punto de venta and type
// (FECompUltimoAutorizado), one comprobante authorized (FECAESolicitar: its CAE or ARCA's
// Observaciones / Errors) and one comprobante looked up (FECompConsultar), as ARCA's manual gives them.

const NAMESPACE = 'http://ar.gov.afip.dif.FEV1/';
/** "El número o fecha del comprobante no se corresponde con el próximo a autorizar": another took it. */
const NOT_NEXT = '10016';
/** FECompConsultar: "No existen datos en nuestros registros para los parámetros ingresados." */
const NOT_FOUND = '602';

/** FECAEDetRequest, one comprobante (ImpTotal = ImpNeto + ImpIVA; Factura C has no IVA). */
export type CaeRequest = {
  CbteTipo: number;
  Concepto: 2;
  DocTipo: number;
  DocNro: string;
  CbteDesde: number;
  CbteHasta: number;
  /** yyyymmdd. */
  CbteFch: string;
  ImpTotal: string;
  ImpTotConc: '0.00';
  ImpNeto: string;
  ImpOpEx: '0.00';
  ImpTrib: '0.00';
  ImpIVA: string;
  FchServDesde: string;
  FchServHasta: string;
  FchVtoPago: string;
  MonId: 'PES';
  MonCotiz: 1;
  CondicionIVAReceptorId: number;
  CbtesAsoc?: { CbteAsoc: { Tipo: number; PtoVta: number; Nro: number; Cuit: string; CbteFch: string } };
  Iva?: { AlicIva: { Id: 5; BaseImp: string; Importe: string } };
};

export type CaeAnswer =
  | { ok: true; cae: string; caeVencimiento: string }
  | { ok: false; retry: boolean; mensaje: string };

export type Consulted = {
  docNro: string;
  importe: string;
  cae: string;
  caeVencimiento: string;
  fecha: string;
};

const list = (node: unknown, item: string) =>
  (((node as XmlNode | undefined)?.[item] as XmlNode[] | undefined) ?? []).map((e) => ({
    code: String(e.Code),
    text: `${String(e.Code)}: ${String(e.Msg)}`,
  }));

/** yyyymmdd → yyyy-mm-dd. */
export const isoDay = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;

export function createWsfe(arca: ArcaConfig, ticket: Ticket) {
  const auth = { Auth: { Token: ticket.token, Sign: ticket.sign, Cuit: arca.cuit } };
  const call = async (operation: string, body: Record<string, unknown>) => {
    const answer = await soapCall(arca.wsfeUrl, {
      namespace: NAMESPACE,
      operation,
      soapAction: `${NAMESPACE}${operation}`,
      body: toXml({ ...auth, ...body }),
    });
    const result = (answer[`${operation}Response`] as XmlNode | undefined)?.[`${operation}Result`];
    if (!result) throw new ArcaUnavailable(`ARCA (${operation}): respuesta sin resultado`);
    return result as XmlNode;
  };
  return {
    async lastAuthorized(ptoVta: number, cbteTipo: number): Promise<number> {
      const result = await call('FECompUltimoAutorizado', { PtoVta: ptoVta, CbteTipo: cbteTipo });
      const errors = list(result.Errors, 'Err');
      if (errors.length > 0) throw new ArcaUnavailable(`ARCA: ${errors.map((e) => e.text).join(' · ')}`);
      return Number(result.CbteNro ?? 0);
    },
    async consult(ptoVta: number, cbteTipo: number, numero: number): Promise<Consulted | null> {
      const result = await call('FECompConsultar', {
        FeCompConsReq: { CbteTipo: cbteTipo, CbteNro: numero, PtoVta: ptoVta },
      });
      const errors = list(result.Errors, 'Err');
      if (errors.some((e) => e.code === NOT_FOUND)) return null;
      if (errors.length > 0) throw new ArcaUnavailable(`ARCA: ${errors.map((e) => e.text).join(' · ')}`);
      const got = result.ResultGet as XmlNode;
      return {
        docNro: String(got.DocNro),
        importe: String(got.ImpTotal),
        cae: String(got.CodAutorizacion),
        caeVencimiento: isoDay(String(got.FchVto)),
        fecha: isoDay(String(got.CbteFch)),
      };
    },
    async authorize(ptoVta: number, detail: CaeRequest): Promise<CaeAnswer> {
      const result = await call('FECAESolicitar', {
        FeCAEReq: {
          FeCabReq: { CantReg: 1, PtoVta: ptoVta, CbteTipo: detail.CbteTipo },
          FeDetReq: { FECAEDetRequest: { ...detail, CbteTipo: undefined } },
        },
      });
      const det = ((result.FeDetResp as XmlNode | undefined)?.FECAEDetResponse as XmlNode[] | undefined)?.[0];
      if (det?.Resultado === 'A' && det.CAE) {
        return { ok: true, cae: String(det.CAE), caeVencimiento: isoDay(String(det.CAEFchVto)) };
      }
      const problems = [...list(result.Errors, 'Err'), ...list(det?.Observaciones, 'Obs')];
      if (problems.length === 0)
        throw new ArcaUnavailable('ARCA (FECAESolicitar): respuesta sin CAE ni motivo');
      return {
        ok: false,
        retry: problems.some((p) => p.code === NOT_NEXT),
        mensaje: problems.map((p) => p.text).join(' · '),
      };
    },
  };
}
