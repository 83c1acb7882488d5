import { cuilText } from '@servihogar/shared/employer';
import {
  type Aguinaldo,
  dayText,
  formatCents,
  type MonthlyPay,
  monthText,
  PAY_MODES,
  type PayMode,
} from '@servihogar/shared/employer-pay';
import { REGIME_CATEGORIES, type RegimeCategory } from '@servihogar/shared/pay-scales';
import PDFDocument from 'pdfkit';

// Issue 46, item 2: the recibo de sueldo the client prints, as a PDF (pdfkit, decision 0069). It
// is drawn from the calculator's amounts on each request and never stored.

export type ReceiptData = {
  pay: MonthlyPay;
  aguinaldo: Aguinaldo | null;
  category: RegimeCategory;
  mode: PayMode;
  years: number;
  employer: { name: string; dni: string | null; cuil: string; zone: string | null };
  worker: { name: string; cuil: string; localidad: string };
  place: string;
  paidOn: string;
  now: Date;
};

const MARGIN = 50;
const INK = '#1c1917';
const MUTED = '#57534e';

/** The receipt as PDF bytes: both parties, the lines and total, the rule, and two signature spaces. */
export function receiptPdf(r: ReceiptData): Promise<Buffer> {
  const period = monthText(r.pay.month);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Recibo de sueldo de ${period}`, Author: 'ServiHogar', CreationDate: r.now },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text('Recibo de sueldo', { align: 'center' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text('Personal de casas particulares - Ley 26.844', { align: 'center' });
  doc.moveDown(0.8).fillColor(INK).font('Helvetica-Bold').fontSize(12).text(`Período: ${period}`);
  doc.moveDown(0.6);

  const top = doc.y;
  const half = width / 2 - 10;
  const block = (x: number, title: string, rows: [string, string][]) => {
    doc.font('Helvetica-Bold').fontSize(11).text(title, x, top, { width: half });
    doc.font('Helvetica').fontSize(10);
    for (const [label, value] of rows) doc.text(`${label}: ${value}`, x, doc.y + 2, { width: half });
    return doc.y;
  };
  const dash = (text: string) => (text === '' ? '—' : cuilText(text));
  const employerEnd = block(MARGIN, 'Empleador/a', [
    ['Nombre', r.employer.name],
    ['DNI', r.employer.dni ?? '—'],
    ['CUIL', dash(r.employer.cuil)],
    ['Zona', r.employer.zone ?? '—'],
  ]);
  const workerEnd = block(MARGIN + half + 20, 'Trabajador/a', [
    ['Nombre', r.worker.name],
    ['CUIL', dash(r.worker.cuil)],
    ['Localidad', r.worker.localidad],
    ['Categoría', REGIME_CATEGORIES[r.category]],
    ['Modalidad', PAY_MODES[r.mode]],
    ['Antigüedad', `${r.years} ${r.years === 1 ? 'año' : 'años'}`],
  ]);

  let y = Math.max(employerEnd, workerEnd) + 20;
  const row = (concept: string, amount: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    doc.text(concept, MARGIN, y, { width: width - 140 });
    doc.text(amount, MARGIN + width - 140, y, { width: 140, align: 'right' });
    y = doc.y + 6;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .strokeColor('#d6d3d1')
      .stroke();
    y += 6;
  };
  row('Concepto', 'Importe', true);
  rule();
  for (const line of r.pay.lines) row(line.concept, formatCents(line.cents));
  let total = r.pay.totalCents;
  if (r.aguinaldo) {
    const a = r.aguinaldo;
    const which = a.semester === 1 ? '1.er' : '2.º';
    row(`Aguinaldo (SAC) ${which} semestre ${a.year} (${a.monthsWorked} de 6 meses)`, formatCents(a.cents));
    total += a.cents;
  }
  rule();
  row('Total', formatCents(total), true);

  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(r.pay.rule, MARGIN, y + 8, { width });
  if (r.aguinaldo) {
    doc.text(
      `Aguinaldo: la mitad del mejor sueldo del semestre (${formatCents(r.aguinaldo.bestMonthCents)}, ${monthText(r.aguinaldo.bestMonth)}) por los meses trabajados.`,
      { width },
    );
  }
  doc.text(
    'Importes brutos según la escala mínima. Los aportes y contribuciones se pagan con el volante de ARCA.',
    {
      width,
    },
  );

  doc.moveDown(1.2).fillColor(INK).fontSize(11);
  doc.text(
    `Lugar y fecha de pago: ${r.place === '' ? '____________________' : r.place}, ${dayText(r.paidOn)}`,
  );
  doc.moveDown(0.6).text('Recibí el importe de este recibo y una copia firmada.', { width });

  const signY = doc.y + 70;
  const lineWidth = half - 20;
  for (const [x, label] of [
    [MARGIN, 'Firma del empleador/a'],
    [MARGIN + half + 20, 'Firma del trabajador/a'],
  ] as const) {
    doc
      .moveTo(x, signY)
      .lineTo(x + lineWidth, signY)
      .strokeColor(INK)
      .stroke();
    doc.fontSize(10).text(label, x, signY + 6, { width: lineWidth, align: 'center' });
    doc.fillColor(MUTED).text('Aclaración y DNI', x, signY + 20, { width: lineWidth, align: 'center' });
    doc.fillColor(INK);
  }
  doc.end();
  return done;
}
