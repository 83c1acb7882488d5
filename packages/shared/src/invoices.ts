import { z } from 'zod';

// ARCA's electronic invoices (issue 46, decision 0068): the answer of GET /invoices, the codes of
// ARCA's comprobantes, the QR of RG 4892 and the month's rows for the accountant (Libro IVA Digital).

export const INVOICE_STATES = ['pendiente', 'emitida', 'rechazada'] as const;

/** ARCA's comprobante codes (tabla de tipos de comprobante) this product issues. */
export const CBTE_TIPOS: Record<number, string> = {
  6: 'Factura B',
  8: 'Nota de Crédito B',
  11: 'Factura C',
  13: 'Nota de Crédito C',
};

/** The Nota de Crédito of a Factura's type: C → 13, B → 8. */
export const creditNoteTipo = (facturaTipo: number): number => (facturaTipo === 6 ? 8 : 13);

/** ARCA's document codes: 96 DNI, 99 consumidor final sin identificar. */
export const DOC_DNI = 96;
export const DOC_NONE = 99;

/** An amount in ARS with two decimals, as ARCA and the CSV take it ('15000.00'). */
export const amountArs = (value: number | string): string =>
  (Math.round(Number(value) * 100) / 100).toFixed(2);

/** '00002-00000015': punto de venta and number as printed on a comprobante. */
export const comprobanteNumber = (puntoVenta: number, numero: number | null): string =>
  `${String(puntoVenta).padStart(5, '0')}-${numero === null ? '—' : String(numero).padStart(8, '0')}`;

/** The fields of ARCA's QR (RG 4892, "especificaciones del código QR", version 1). */
export type ArcaQrData = {
  fecha: string;
  cuit: string;
  ptoVta: number;
  tipoCmp: number;
  nroCmp: number;
  importe: string;
  tipoDocRec: number;
  nroDocRec: string;
  cae: string;
};

export const ARCA_QR_BASE = 'https://www.afip.gob.ar/fe/qr/?p=';

/** The JSON the QR carries, in the order and types ARCA's specification gives. */
export const arcaQrJson = (d: ArcaQrData) => ({
  ver: 1,
  fecha: d.fecha,
  cuit: Number(d.cuit),
  ptoVta: d.ptoVta,
  tipoCmp: d.tipoCmp,
  nroCmp: d.nroCmp,
  importe: Number(d.importe),
  moneda: 'PES',
  ctz: 1,
  tipoDocRec: d.tipoDocRec,
  nroDocRec: Number(d.nroDocRec),
  tipoCodAut: 'E',
  codAut: Number(d.cae),
});

/** The QR's address: ARCA's base and the JSON in base64. */
export const arcaQrUrl = (d: ArcaQrData): string => `${ARCA_QR_BASE}${btoa(JSON.stringify(arcaQrJson(d)))}`;

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const invoiceSchema = z.object({
  _id: z.string(),
  /** ARCA's comprobante code (11 Factura C, 13 Nota de Crédito C…) and its name. */
  tipo: z.number().int(),
  tipoNombre: z.string(),
  puntoVenta: z.number().int(),
  numero: z.number().int().nullable(),
  cae: z.string().nullable(),
  /** YYYY-MM-DD. */
  caeVencimiento: ymd.nullable(),
  fecha: ymd.nullable(),
  /** ARS, two decimals. */
  importe: z.string(),
  estado: z.enum(INVOICE_STATES),
  /** Admins only: ARCA's message of a rejection, or why it is still pending. */
  mensaje: z.string().nullable(),
  receptor: z.string(),
  docTipo: z.number().int(),
  docNro: z.string(),
  concepto: z.string(),
  /** The Factura a Nota de Crédito cancels ('00002-00000015'). */
  asociado: z.string().nullable(),
  /** `GET /invoices/{id}/pdf` (Bearer: its owner or an admin); null until ARCA issued it. */
  pdfUrl: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoicesResponseSchema = z.object({
  /** Whether ARCA is configured: without it nothing is issued. */
  configured: z.boolean(),
  invoices: z.array(invoiceSchema),
});
export type InvoicesResponse = z.infer<typeof invoicesResponseSchema>;

export const invoicesQuerySchema = z.object({
  /** Admins: the month (YYYY-MM, Argentina) of the comprobantes; default every month. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'El mes debe tener la forma AAAA-MM.' })
    .optional(),
});

export const invoiceParamsSchema = z.object({ id: z.uuid() });

/** The accountant's columns (Libro IVA Digital, ventas: comprobantes), one row per issued comprobante. */
export const LIBRO_IVA_COLUMNS = [
  'Fecha de comprobante',
  'Tipo de comprobante',
  'Punto de venta',
  'Número de comprobante',
  'Número de comprobante hasta',
  'Código de documento del comprador',
  'Número de identificación del comprador',
  'Apellido y nombre del comprador',
  'Importe total de la operación',
  'Importe neto gravado',
  'Importe de IVA',
  'Importe de operaciones exentas',
  'Código de moneda',
  'Tipo de cambio',
  'Cantidad de alícuotas de IVA',
  'CAE',
  'Vencimiento del CAE',
] as const;

/** The month's rows for the CSV: issued comprobantes only; amounts as numbers with two decimals. */
export function libroIvaRows(list: readonly Invoice[]): (string | number)[][] {
  return list
    .filter((i) => i.estado === 'emitida')
    .map((i) => {
      const total = Number(i.importe);
      const isB = i.tipo === 6 || i.tipo === 8;
      const neto = isB ? Math.round((total / 1.21) * 100) / 100 : total;
      return [
        i.fecha ?? '',
        String(i.tipo).padStart(3, '0'),
        String(i.puntoVenta).padStart(5, '0'),
        i.numero ?? 0,
        i.numero ?? 0,
        i.docTipo,
        i.docNro,
        i.receptor,
        total,
        neto,
        Math.round((total - neto) * 100) / 100,
        0,
        'PES',
        1,
        isB ? 1 : 0,
        i.cae ?? '',
        i.caeVencimiento ?? '',
      ];
    });
}
