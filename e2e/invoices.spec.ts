import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test as plain } from '@playwright/test';
import { ARCA_QR_BASE } from '@servihogar/shared/invoices';
import { extractText, getDocumentProxy } from 'unpdf';
import type { FakeComprobante } from '../apps/api/test/arca/fake-arca.ts';
import { qrTextOfPdf } from '../apps/api/test/arca/pdf-qr.ts';
import { DEMO, freshEmail, signIn } from './support/accounts.ts';
import { ARCA_CUIT, ARCA_PTO_VTA } from './support/arca.ts';
import { openPage } from './support/gate.ts';
import { waitForMail } from './support/mail.ts';
import { test } from './support/people.ts';
import { payByTransfer } from './support/professionals.ts';
import { atBothWidths, WIDTHS } from './support/screenshots.ts';
import { bearerOf, listedProfessional, verifyByMail } from './support/staff-api.ts';

// Issue 46: an approved payment gets its electronic comprobante from ARCA — here the local WSAA +
// WSFEv1 of apps/api/test/arca, on the app with the outside services configured — with its CAE, a
// PDF whose QR is ARCA's JSON, and a mail; the admins list the month's and download its CSV. Then
// the plain app (no ARCA): the admins are told invoicing is not configured, the demo prestador sees
// the demo's comprobantes.

const fakeArca = process.env.E2E_FAKE_ARCA_URL!;

const day = (ymd: string) => ymd.split('-').reverse().join('/');

/** Clicks a download button; the file the browser saved. */
async function downloaded(page: Page, button: Locator) {
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  return { name: download.suggestedFilename(), body: await readFile(await download.path()) };
}

async function expectAccessible(page: Page) {
  const audit = await new AxeBuilder({ page }).include('main').analyze();
  expect(audit.violations).toEqual([]);
}

test('an approved transfer gets its Factura C from ARCA: listed with its CAE, its PDF and QR, mailed, and in the month’s CSV', async ({
  admin,
  pro,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const person = {
    nombre: 'Nora',
    apellido: `Facturada${suffix}`,
    email: freshEmail('facturada'),
    password: DEMO.password,
    dni: String(30_000_000 + Math.floor(Math.random() * 9_000_000)),
  };
  const name = `${person.nombre} ${person.apellido}`;
  const professionalId = await listedProfessional(request, person);
  await verifyByMail(request, person.email);
  const authorization = await bearerOf(request, person.email, '/auth/loginProfessional');
  await payByTransfer(request, authorization, professionalId);

  // The admin approves the transfer on Subscripciones.
  await signIn(admin, '/login', DEMO.admin, DEMO.password);
  await openPage(admin, '/dash/pendingPayments');
  await admin.getByPlaceholder('Buscar por nombre o apellido...').fill(person.apellido);
  await admin.getByRole('button', { name: `Aprobar la suscripción de ${name}` }).click();
  await expect(admin.getByText(/^Suscripción aprobada: abonado hasta el/)).toBeVisible();

  // ARCA authorized it: the comprobante the stand-in numbered, and the mail with its PDF.
  const mail = await waitForMail(person.email, /^Tu factura de ServiHogar$/);
  const issued = (
    (await (await request.get(`${fakeArca}/__fake/comprobantes`)).json()) as FakeComprobante[]
  ).filter((c) => c.docNro === person.dni);
  expect(issued).toHaveLength(1);
  const [comprobante] = issued as [FakeComprobante];
  expect(comprobante).toMatchObject({ ptoVta: ARCA_PTO_VTA, cbteTipo: 11, docTipo: 96, importe: '15000.00' });
  const number = `${String(ARCA_PTO_VTA).padStart(5, '0')}-${String(comprobante.numero).padStart(8, '0')}`;
  expect(mail.text).toContain(`Factura C ${number}, $ 15.000,00`);
  expect(mail.attachments).toEqual([{ filename: `Factura-C-${number}.pdf`, mimeType: 'application/pdf' }]);

  // On a phone, "Mis facturas" in Mi Perfil: the Factura C with its CAE, and its PDF.
  await pro.setViewportSize({ width: WIDTHS.mobile, height: 900 });
  await signIn(pro, '/signin', person.email, person.password);
  await openPage(pro, '/dash/miPerfil');
  const mine = pro.getByRole('region', { name: 'Mis facturas' });
  const item = mine.getByRole('listitem').filter({ hasText: `Factura C ${number}` });
  await expect(item).toContainText('Emitida');
  await expect(item).toContainText(`Fecha: ${day(comprobante.fecha)} · Importe: $ 15.000,00`);
  await expect(item).toContainText(`CAE ${comprobante.cae}, vence el ${day(comprobante.caeVencimiento)}`);
  const pdf = await downloaded(pro, item.getByRole('button', { name: `Descargar PDF: Factura C ${number}` }));
  expect(pdf.name).toBe(`Factura-C-${number}.pdf`);
  const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.body)), { mergePages: true }))
    .text;
  for (const part of [
    'Factura C',
    'Demo de homologación: sin validez fiscal',
    `Punto de venta y número: ${number}`,
    `Fecha de emisión: ${day(comprobante.fecha)}`,
    `ServiHogar · CUIT ${ARCA_CUIT}`,
    `${name} · DNI ${person.dni}`,
    'Importe total: $ 15.000,00',
    'Comprobante autorizado por ARCA',
    `CAE: ${comprobante.cae}`,
  ])
    expect(text).toContain(part);
  const qr = qrTextOfPdf(pdf.body);
  expect(qr?.startsWith(ARCA_QR_BASE)).toBe(true);
  expect(JSON.parse(atob(qr!.slice(ARCA_QR_BASE.length)))).toEqual({
    ver: 1,
    fecha: comprobante.fecha,
    cuit: Number(ARCA_CUIT),
    ptoVta: ARCA_PTO_VTA,
    tipoCmp: 11,
    nroCmp: comprobante.numero,
    importe: 15000,
    moneda: 'PES',
    ctz: 1,
    tipoDocRec: 96,
    nroDocRec: Number(person.dni),
    tipoCodAut: 'E',
    codAut: Number(comprobante.cae),
  });
  await expectAccessible(pro);
  await atBothWidths(pro, testInfo, 'invoices-mine');

  // The admin's "Facturas" of the month: the comprobante issued, and the accountant's CSV.
  await openPage(admin, '/dash/pendingPayments');
  const facturas = admin.getByRole('region', { name: 'Facturas', exact: true });
  const row = facturas.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(`Factura C ${number}`);
  await expect(row).toContainText('Emitida');
  await expect(row).toContainText(`CAE ${comprobante.cae}`);
  await expect(facturas.getByText('Facturación electrónica no configurada')).toHaveCount(0);
  const csv = await downloaded(admin, facturas.getByRole('button', { name: 'Descargar CSV del mes' }));
  expect(csv.name).toMatch(/^facturas-\d{4}-\d{2}\.csv$/);
  const lines = csv.body.toString('utf8').split('\r\n');
  expect(lines[0]).toBe(
    '\uFEFF"Fecha de comprobante";"Tipo de comprobante";"Punto de venta";"Número de comprobante";"Número de comprobante hasta";"Código de documento del comprador";"Número de identificación del comprador";"Apellido y nombre del comprador";"Importe total de la operación";"Importe neto gravado";"Importe de IVA";"Importe de operaciones exentas";"Código de moneda";"Tipo de cambio";"Cantidad de alícuotas de IVA";"CAE";"Vencimiento del CAE"',
  );
  expect(lines.filter((line) => line.includes(person.dni))).toEqual([
    `"${comprobante.fecha}";"011";"00003";${comprobante.numero};${comprobante.numero};96;"${person.dni}";"${name}";15000;15000;0;0;"PES";1;0;"${comprobante.cae}";"${comprobante.caeVencimiento}"`,
  ]);
  await expectAccessible(admin);
  await atBothWidths(admin, testInfo, 'invoices-admin');
});

// The plain app, started without ARCA (its `baseURL`): nothing is issued there.
plain.describe('without ARCA configured', () => {
  plain.use({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` });

  plain(
    'the admins are told invoicing is not configured; the demo prestador sees the demo’s comprobantes',
    async ({ page, browser, baseURL }, testInfo) => {
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await signIn(page, '/login', DEMO.admin, DEMO.password);
      await openPage(page, '/dash/pendingPayments');
      const facturas = page.getByRole('region', { name: 'Facturas', exact: true });
      await expect(facturas.getByRole('status')).toContainText('Facturación electrónica no configurada');
      await expectAccessible(page);
      await atBothWidths(page, testInfo, 'invoices-admin-not-configured');

      const prestador = await (
        await browser.newContext({
          baseURL,
          locale: 'es-AR',
          timezoneId: 'America/Argentina/Buenos_Aires',
          viewport: { width: WIDTHS.mobile, height: 900 },
        })
      ).newPage();
      await signIn(prestador, '/signin', DEMO.prestador, DEMO.password);
      await openPage(prestador, '/dash/miPerfil');
      const mine = prestador.getByRole('region', { name: 'Mis facturas' });
      await expect(mine.getByRole('listitem')).toHaveCount(2);
      await expect(mine.getByRole('listitem').first()).toContainText('Factura C 00001-00000002');
      await expect(
        mine.getByRole('button', { name: 'Descargar PDF: Factura C 00001-00000001' }),
      ).toBeVisible();
      await expectAccessible(prestador);
      await atBothWidths(prestador, testInfo, 'invoices-demo-prestador');
      await prestador.context().close();
    },
  );
});
