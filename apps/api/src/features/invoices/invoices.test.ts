import { ARCA_QR_BASE } from '@servihogar/shared/invoices';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ARCA_CUIT, ARCA_PTO_VTA, arcaApp } from '../../../test/arca/arca-app.ts';
import { qrTextOfPdf } from '../../../test/arca/pdf-qr.ts';
import { NOW } from '../../../test/build-test-app.ts';
import { decidePayment, insertSubscription } from '../../../test/business.ts';
import {
  authorizedAtCheckout,
  deliver,
  postWebhook,
  provider,
  settle,
} from '../../../test/mercadopago/mp-app.ts';
import { invoices } from '../../db/tables/invoices.table.ts';
import { mailOutbox } from '../../db/tables/mail-outbox.table.ts';

// Issue 46: every confirmed subscription period gets its comprobante from ARCA (the local WSAA +
// WSFEv1 stand-in), once, with its CAE, a PDF whose QR decodes to ARCA's JSON, and a mail.

describe('invoices: ARCA electronic comprobantes', () => {
  const ctx = arcaApp(NOW);

  const invoicesOf = async (session: { auth: Record<string, string> }, query = '') =>
    (await ctx.t.app.inject({ url: `/invoices${query}`, headers: session.auth })).json();
  const rowsOf = (subscriptionId: string) =>
    ctx.t.db.select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId));
  const mailsTo = (to: string) => ctx.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  /** A professional with a transfer subscription the admin approves. */
  async function approvedTransfer() {
    const who = await provider(ctx, 'trialExpired');
    const s = await insertSubscription(ctx.t.db, ctx.t.files, {
      accountId: who.account.id,
      professionalId: who.professional.id,
    });
    expect((await decidePayment(ctx.t.app, ctx.admin, s.id, 'confirmed')).statusCode).toBe(200);
    return { ...who, subscriptionId: s.id };
  }

  async function pdfOf(session: { auth: Record<string, string> }, url: string) {
    const res = await ctx.t.app.inject({ url, headers: session.auth });
    expect(res.headers['content-type']).toBe('application/pdf');
    return res.rawPayload;
  }

  it('an approved transfer: a Factura C with the CAE, a PDF whose QR is ARCA’s JSON, and a mail; approving again issues nothing', async () => {
    const { account, professional, session, subscriptionId } = await approvedTransfer();
    await settle(ctx);
    const { configured, invoices: list } = await invoicesOf(session);
    expect(configured).toBe(true);
    expect(list).toHaveLength(1);
    const [invoice] = list;
    const issued = ctx.arca.comprobantes.find((c) => c.cae === invoice.cae)!;
    expect(issued).toMatchObject({
      ptoVta: ARCA_PTO_VTA,
      cbteTipo: 11,
      docTipo: 96,
      docNro: professional.dni.replace(/\D/g, ''),
      importe: '15000.00',
    });
    expect(invoice).toMatchObject({
      tipo: 11,
      tipoNombre: 'Factura C',
      puntoVenta: ARCA_PTO_VTA,
      numero: issued.numero,
      caeVencimiento: issued.caeVencimiento,
      importe: '15000.00',
      estado: 'emitida',
      mensaje: null,
      pdfUrl: `/invoices/${invoice._id}/pdf`,
    });
    const qr = qrTextOfPdf(await pdfOf(session, invoice.pdfUrl))!;
    expect(qr.startsWith(ARCA_QR_BASE)).toBe(true);
    expect(JSON.parse(atob(qr.slice(ARCA_QR_BASE.length)))).toEqual({
      ver: 1,
      fecha: '2026-11-20',
      cuit: Number(ARCA_CUIT),
      ptoVta: ARCA_PTO_VTA,
      tipoCmp: 11,
      nroCmp: issued.numero,
      importe: 15000,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 96,
      nroDocRec: Number(issued.docNro),
      tipoCodAut: 'E',
      codAut: Number(issued.cae),
    });
    const mail = (await mailsTo(account.email)).find((m) => m.subject === 'Tu factura de ServiHogar')!;
    expect(mail.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', encoding: 'base64' }),
    ]);
    expect(qrTextOfPdf(Buffer.from(mail.attachments![0]!.content, 'base64'))).toBe(qr);
    // Approving again, or pending then approved again, is the same period: nothing more is issued.
    const count = ctx.arca.comprobantes.length;
    await decidePayment(ctx.t.app, ctx.admin, subscriptionId, 'pending');
    await decidePayment(ctx.t.app, ctx.admin, subscriptionId, 'confirmed');
    await settle(ctx);
    expect(ctx.arca.comprobantes).toHaveLength(count);
    expect(await rowsOf(subscriptionId)).toHaveLength(1);
  });

  it('an authorized Mercado Pago charge: one Factura, and a second delivery of the same charge issues nothing', async () => {
    const { session, subscription } = await authorizedAtCheckout(ctx);
    const sent = await deliver(ctx);
    const payment = sent.find((n) => n.topic === 'subscription_authorized_payment')!;
    const { invoices: list } = await invoicesOf(session);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ estado: 'emitida', tipo: 11, importe: '15000.00' });
    expect(ctx.arca.comprobantes.some((c) => c.cae === list[0].cae)).toBe(true);
    const count = ctx.arca.comprobantes.length;
    await postWebhook(ctx, payment);
    await settle(ctx);
    expect(ctx.arca.comprobantes).toHaveLength(count);
    expect(await rowsOf(subscription._id)).toHaveLength(1);
  });

  it('ARCA down: "Factura pendiente" with the reason for admins, retried with backoff; up again: exactly one', async () => {
    ctx.arca.control.down = true;
    const { session, subscriptionId } = await approvedTransfer();
    await ctx.t.app.jobs.runOnce();
    const [pending] = await rowsOf(subscriptionId);
    expect(pending).toMatchObject({ estado: 'pendiente', cae: null });
    const adminView = (await invoicesOf(ctx.admin)).invoices.find(
      (i: { _id: string }) => i._id === pending!.id,
    );
    expect(adminView).toMatchObject({
      estado: 'pendiente',
      pdfUrl: null,
      mensaje: expect.stringContaining('HTTP 503'),
    });
    expect((await invoicesOf(session)).invoices[0].mensaje).toBeNull();
    ctx.arca.control.down = false;
    const count = ctx.arca.comprobantes.length;
    ctx.clock = new Date(NOW.getTime() + 6_000);
    await settle(ctx);
    expect(ctx.arca.comprobantes).toHaveLength(count + 1);
    expect((await rowsOf(subscriptionId))[0]).toMatchObject({ estado: 'emitida', mensaje: null });
  });

  it('an answer lost after ARCA authorized: the retry finds it with FECompConsultar and issues nothing twice', async () => {
    ctx.arca.control.loseNextAnswer = true;
    const { subscriptionId } = await approvedTransfer();
    const count = ctx.arca.comprobantes.length;
    await ctx.t.app.jobs.runOnce();
    expect(ctx.arca.comprobantes).toHaveLength(count + 1);
    expect((await rowsOf(subscriptionId))[0]!.estado).toBe('pendiente');
    ctx.clock = new Date(NOW.getTime() + 6_000);
    await settle(ctx);
    expect(ctx.arca.comprobantes).toHaveLength(count + 1);
    const [row] = await rowsOf(subscriptionId);
    expect(row).toMatchObject({ estado: 'emitida', cae: ctx.arca.comprobantes.at(-1)!.cae });
    // The retry asked for the number it had sent, and sent nothing again.
    expect(ctx.arca.calls.slice(-2)).toEqual(['FECAESolicitar', 'FECompConsultar']);
  });

  it('a rejection keeps ARCA’s Observación for admins and is not retried', async () => {
    ctx.arca.control.rejectNext = 'El DNI del receptor es inválido.';
    const { subscriptionId } = await approvedTransfer();
    await settle(ctx);
    const [row] = await rowsOf(subscriptionId);
    expect(row).toMatchObject({ estado: 'rechazada', mensaje: '10015: El DNI del receptor es inválido.' });
    const calls = ctx.arca.calls.length;
    ctx.clock = new Date(NOW.getTime() + 3_600_000);
    await ctx.t.app.jobs.runOnce();
    expect(ctx.arca.calls).toHaveLength(calls);
  });

  it('a refund after the arrepentimiento issues a Nota de Crédito C associated to the Factura', async () => {
    const { session, subscriptionId } = await approvedTransfer();
    await settle(ctx);
    const [factura] = await rowsOf(subscriptionId);
    const withdraw = await ctx.t.app.inject({
      method: 'POST',
      url: `/subscriptions/${subscriptionId}/arrepentimiento`,
      headers: session.auth,
    });
    expect(withdraw.statusCode).toBe(200);
    const refund = await ctx.t.app.inject({
      method: 'PUT',
      url: `/subscriptions/${subscriptionId}/refund`,
      headers: ctx.admin.auth,
    });
    expect(refund.statusCode).toBe(200);
    await settle(ctx);
    const { invoices: list } = await invoicesOf(session);
    const credit = list.find((i: { tipo: number }) => i.tipo === 13);
    expect(credit).toMatchObject({
      tipoNombre: 'Nota de Crédito C',
      estado: 'emitida',
      importe: '15000.00',
      asociado: `${String(ARCA_PTO_VTA).padStart(5, '0')}-${String(factura!.numero).padStart(8, '0')}`,
    });
    const issued = ctx.arca.comprobantes.find((c) => c.cae === credit.cae)!;
    expect(issued.asociado).toEqual({ tipo: 11, ptoVta: ARCA_PTO_VTA, nro: factura!.numero });
    expect(qrTextOfPdf(await pdfOf(session, credit.pdfUrl))).toContain(ARCA_QR_BASE);
  });

  it('only the owner and admins read a PDF; admins list a month', async () => {
    const { session } = await approvedTransfer();
    await settle(ctx);
    const [mine] = (await invoicesOf(session)).invoices;
    const other = await provider(ctx, 'trialExpired');
    expect((await invoicesOf(other.session)).invoices).toEqual([]);
    const denied = await ctx.t.app.inject({ url: mine.pdfUrl, headers: other.session.auth });
    expect(denied.statusCode).toBe(403);
    expect((await ctx.t.app.inject({ url: mine.pdfUrl, headers: ctx.admin.auth })).statusCode).toBe(200);
    const month = await invoicesOf(ctx.admin, '?month=2026-11');
    expect(month.invoices.some((i: { _id: string }) => i._id === mine._id)).toBe(true);
    expect((await invoicesOf(ctx.admin, '?month=2026-10')).invoices).toEqual([]);
    expect(
      (await ctx.t.app.inject({ url: '/invoices?month=2026-13', headers: ctx.admin.auth })).statusCode,
    ).toBe(400);
  });
});
