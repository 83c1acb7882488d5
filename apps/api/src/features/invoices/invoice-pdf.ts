import { formatLongDate } from '@servihogar/shared/format';
import { amountArs, arcaQrUrl, CBTE_TIPOS, comprobanteNumber, DOC_DNI } from '@servihogar/shared/invoices';
import * as msg from '@servihogar/shared/messages';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

// The comprobante as a PDF (pdfkit, decision 0068): ARCA's legal data — type and letter, punto de
// venta and number, date, issuer's CUIT and condition, buyer's document, concept and service
// period, total, CAE and its due date — and ARCA's QR (RG 4892), drawn as an image from `qrcode`.

export type PrintedInvoice = {
  cbteTipo: number;
  puntoVenta: number;
  numero: number;
  fecha: string;
  cae: string;
  caeVencimiento: string;
  importe: string;
  docTipo: number;
  docNro: string;
  receptor: string;
  concepto: string;
  servicioDesde: string;
  servicioHasta: string;
  asociado: string | null;
};

export type Issuer = { cuit: string; homologacion: boolean };

const day = (ymd: string) => ymd.split('-').reverse().join('/');
const pesos = (value: string) =>
  `$ ${Number(value).toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The address ARCA's QR carries for this comprobante. */
export const qrUrlOf = (i: PrintedInvoice, issuer: Issuer) =>
  arcaQrUrl({
    fecha: i.fecha,
    cuit: issuer.cuit,
    ptoVta: i.puntoVenta,
    tipoCmp: i.cbteTipo,
    nroCmp: i.numero,
    importe: amountArs(i.importe),
    tipoDocRec: i.docTipo,
    nroDocRec: i.docNro,
    cae: i.cae,
  });

export async function invoicePdf(i: PrintedInvoice, issuer: Issuer): Promise<Buffer> {
  const qr = await QRCode.toBuffer(qrUrlOf(i, issuer), { type: 'png', margin: 2, scale: 4 });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${CBTE_TIPOS[i.cbteTipo]} ${comprobanteNumber(i.puntoVenta, i.numero)}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fontSize(18).text(CBTE_TIPOS[i.cbteTipo] ?? String(i.cbteTipo), { continued: false });
  doc.fontSize(10).text(`Código ${String(i.cbteTipo).padStart(3, '0')} · ${msg.invoices.pdfTitle}`);
  if (issuer.homologacion) doc.fillColor('#b00020').text(msg.invoices.demo).fillColor('black');
  doc.moveDown();
  doc.fontSize(12).text(`Punto de venta y número: ${comprobanteNumber(i.puntoVenta, i.numero)}`);
  doc.text(`Fecha de emisión: ${day(i.fecha)}`);
  doc.moveDown();
  doc.fontSize(11).text(msg.invoices.pdfIssuer, { underline: true });
  doc.text(`ServiHogar · CUIT ${issuer.cuit} · ${msg.invoices.pdfMonotributo}`);
  doc.moveDown();
  doc.text(msg.invoices.pdfReceiver, { underline: true });
  const document = i.docTipo === DOC_DNI ? `DNI ${i.docNro}` : msg.invoices.pdfConsumidorFinal;
  doc.text(`${i.receptor} · ${document} · ${msg.invoices.pdfConsumidorFinal}`);
  doc.moveDown();
  doc.text(i.concepto);
  doc.text(`Período facturado: del ${day(i.servicioDesde)} al ${day(i.servicioHasta)}`);
  if (i.asociado) doc.text(msg.invoices.pdfAssociated.replace('{comprobante}', i.asociado));
  doc.moveDown();
  doc.fontSize(14).text(`Importe total: ${pesos(i.importe)}`);
  doc.moveDown();
  doc.image(qr, { fit: [140, 140] });
  doc.fontSize(10).text(msg.invoices.pdfAuthorized);
  doc.text(`CAE: ${i.cae} · Vencimiento del CAE: ${formatLongDate(`${i.caeVencimiento}T12:00:00-03:00`)}`);
  doc.end();
  return done;
}
