import { deflateSync } from 'node:zlib';
import * as msg from '@servihogar/shared/messages';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAccount, type SignedIn, signIn } from '../../../test/accounts.ts';
import { NOW, type TestApp } from '../../../test/build-test-app.ts';
import { insertProfessional } from '../../../test/factories.ts';
import { phoneJpeg, solidImage } from '../../../test/images.ts';
import { mailAppHooks } from '../../../test/mail-app.ts';
import type { SmtpPeer } from '../../../test/smtp-peer.ts';
import { expectFieldErrors } from '../../../test/validation.ts';
import { buildPdf, documentForm, TINY_PDF } from '../../../test/verification.ts';
import { auditLog } from '../../db/tables/audit.table.ts';
import { verificationDocuments } from '../../db/tables/verification-documents.table.ts';

const FIVE_MB = 5 * 1024 * 1024;

describe('verified professionals: private documents, review queue, badges, filter', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let admin: SignedIn;
  let client: SignedIn;
  let gasista: SignedIn & { email: string; professionalId: string };
  let plomero: SignedIn & { email: string; professionalId: string };

  async function provider(nombre: string, services: string[]) {
    const account = await createAccount(t.db, { roles: ['Prestador'], nombre });
    const p = await insertProfessional(t.db, {
      now: NOW,
      accountId: account.id,
      email: account.email,
      nombre,
      services,
    });
    return { ...(await signIn(t.app, account)), email: account.email, professionalId: p.id };
  }

  mailAppHooks(
    () => NOW,
    async (app) => {
      ({ t, smtp } = app);
      admin = await signIn(t.app, await createAccount(t.db, { roles: ['Admin'] }));
      client = await signIn(t.app, await createAccount(t.db, { roles: ['Cliente'] }));
      gasista = await provider('Gaston', ['gasista']);
      plomero = await provider('Pedro', ['plomero']);
    },
  );

  const upload = (who: SignedIn, kind: string, file: Parameters<typeof documentForm>[1]) => {
    const { payload, headers } = documentForm(kind, file);
    return t.app.inject({
      method: 'POST',
      url: '/verification/documents',
      payload,
      headers: { ...headers, ...who.auth },
    });
  };
  const get = (url: string, who?: SignedIn) => t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
  const decide = (id: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/verification/documents/${id}`, headers: admin.auth, payload });
  const listed = async (query: string) =>
    (await get(`/professionals${query}`)).json().professionals as {
      _id: string;
      identidadVerificada: boolean;
      matriculado: boolean;
    }[];

  it('a DNI photo is re-encoded to WebP, kept private and served to its owner and admins only', async () => {
    const res = await upload(gasista, 'dni', { data: await phoneJpeg(), contentType: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const { message, document } = res.json();
    expect(message).toBe(msg.verification.uploaded);
    expect(document).toMatchObject({
      kind: 'dni',
      status: 'pendiente',
      motivo: null,
      contentType: 'image/webp',
    });

    const [row] = await t.db
      .select()
      .from(verificationDocuments)
      .where(eq(verificationDocuments.id, document._id));
    expect(row!.fileKey).toMatch(/^private\/documents\/.+\.webp$/);
    // Never through the public uploads route.
    expect((await get(`/uploads/${row!.fileKey}`)).statusCode).toBe(404);

    const own = await get(document.fileUrl, gasista);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/webp');
    expect(own.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(own.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect((await get(document.fileUrl, admin)).statusCode).toBe(200);
    expect((await get(document.fileUrl, client)).statusCode).toBe(403);
    expect((await get(document.fileUrl, plomero)).statusCode).toBe(403);
    expect((await get(document.fileUrl)).statusCode).toBe(401);
  });

  it('a matrícula as PDF is kept as PDF (sniffed), only for Gasista / Electricista', async () => {
    const res = await upload(gasista, 'matricula', {
      data: TINY_PDF,
      filename: 'm.pdf',
      contentType: 'application/pdf',
    });
    expect(res.statusCode).toBe(201);
    const file = await get(res.json().document.fileUrl, gasista);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(TINY_PDF)).toBe(true);

    const notLicensed = await upload(plomero, 'matricula', {
      data: TINY_PDF,
      contentType: 'application/pdf',
    });
    expect(notLicensed.statusCode).toBe(400);
    expect(notLicensed.json().message).toBe(msg.verification.matriculaNotNeeded);
  });

  it('refuses what is not an image or PDF whatever it claims, files over 5 MB, and no file', async () => {
    const html = await upload(plomero, 'dni', {
      data: Buffer.from('<html><script>alert(1)</script></html>'),
      filename: 'dni.pdf',
      contentType: 'application/pdf',
    });
    expect(html.statusCode).toBe(415);
    expect(html.json().message).toBe(msg.verification.onlyImagesOrPdf);
    const big = Buffer.concat([TINY_PDF, Buffer.alloc(FIVE_MB)]);
    expect((await upload(plomero, 'dni', { data: big, contentType: 'application/pdf' })).statusCode).toBe(
      413,
    );
    const none = await upload(plomero, 'dni', null);
    expectFieldErrors(none, { document: msg.verification.fileRequired });
    expect((await upload(plomero, 'pasaporte', { data: await solidImage('png') })).statusCode).toBe(400);
  });

  it('accepts only PDFs that parse, without active content; serves them as attachments in a sandbox', async () => {
    const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>';
    const pages = '<< /Type /Pages /Count 1 /Kids [3 0 R] >>';
    const stream = (text: string, deflate = false) => {
      const data = deflate ? deflateSync(text) : Buffer.from(text);
      const filter = deflate ? ' /Filter /FlateDecode' : '';
      return Buffer.concat([
        Buffer.from(`<< /Length ${data.length}${filter} >>\nstream\n`),
        data,
        Buffer.from('\nendstream'),
      ]);
    };
    const refused: Record<string, Buffer> = {
      htmlPolyglot: Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n'),
      noCrossReference: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n'),
      openActionJavaScript: buildPdf([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
        pages,
        page,
        '<< /Type /Action /S /JavaScript /JS (app.alert(1)) >>',
      ]),
      hexEscapedName: buildPdf([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>',
        pages,
        page,
      ]),
      launch: buildPdf([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /Launch /F (cmd.exe) >> >>',
        pages,
        page,
      ]),
      embeddedFile: buildPdf([
        '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles 4 0 R >> >>',
        pages,
        page,
        '<< /Names [(a.exe) << /Type /Filespec /EF << /F 5 0 R >> >>] >>',
        stream('MZ'),
      ]),
      xfaForm: buildPdf([
        '<< /Type /Catalog /Pages 2 0 R /AcroForm << /XFA 4 0 R >> >>',
        pages,
        page,
        stream('<xdp/>'),
      ]),
      javaScriptInCompressedObjectStream: buildPdf([
        '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
        pages,
        page,
        stream('5 0 << /S /JavaScript /JS (app.alert(1)) >>', true),
      ]),
      htmlAfterEof: Buffer.concat([TINY_PDF, Buffer.from('<html><script>alert(1)</script></html>')]),
    };
    for (const [name, data] of Object.entries(refused)) {
      const res = await upload(gasista, 'matricula', {
        data,
        filename: 'm.pdf',
        contentType: 'application/pdf',
      });
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message, name).toBe(msg.verification.pdfRefused);
    }
    // A compressed page content stream is fine.
    const drawn = buildPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      pages,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
      stream('0 0 1 rg 10 10 100 100 re f', true),
    ]);
    const res = await upload(gasista, 'matricula', {
      data: drawn,
      filename: 'm.pdf',
      contentType: 'application/pdf',
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = await get(res.json().document.fileUrl, admin);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.headers['content-security-policy']).toMatch(/sandbox/);
  });

  it('GET /verification/mine shows the newest of each kind and whether a matrícula applies', async () => {
    const mine = (await get('/verification/mine', gasista)).json();
    expect(mine).toMatchObject({ needsMatricula: true, identidadVerificada: false, matriculado: false });
    expect(mine.documents.map((d: { kind: string }) => d.kind)).toEqual(['dni', 'matricula']);
    expect((await get('/verification/mine', plomero)).json()).toMatchObject({
      needsMatricula: false,
      documents: [],
    });
  });

  it('admins review the queue: approve shows the badges at once; mailed and audited in the decision', async () => {
    const queue = (await get('/verification/documents', admin)).json().documents as {
      _id: string;
      kind: string;
      professional: { _id: string };
    }[];
    const mine = queue.filter((d) => d.professional._id === gasista.professionalId);
    // Same upload time (a fixed clock): the order between them is the id's.
    expect(mine.map((d) => d.kind).sort()).toEqual(['dni', 'matricula']);

    expect((await listed('?verificados=true')).map((p) => p._id)).not.toContain(gasista.professionalId);
    for (const doc of mine) {
      const res = await decide(doc._id, { estado: 'aprobado' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(msg.verification.approved);
    }
    const mail = await smtp.waitForMail(gasista.email, { subject: /aprobamos tu foto del dni/i });
    expect(mail.text).toContain('Identidad verificada');
    await smtp.waitForMail(gasista.email, { subject: /aprobamos tu matrícula/i });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, gasista.professionalId), eq(auditLog.action, 'verification.approve')));
    expect(audits).toHaveLength(2);
    expect(audits[0]!.actorAccountId).not.toBeNull();

    const card = (await listed('')).find((p) => p._id === gasista.professionalId)!;
    expect(card).toMatchObject({ identidadVerificada: true, matriculado: true });
    const profile = (await get(`/professionals/${gasista.professionalId}`)).json();
    expect(profile).toMatchObject({ identidadVerificada: true, matriculado: true });
    const nearby = (await get('/professionals/nearby?latitude=-26.8241&longitude=-65.2226')).json()
      .professionals;
    expect(nearby.find((p: { _id: string }) => p._id === gasista.professionalId)).toMatchObject({
      identidadVerificada: true,
    });

    // Deciding twice is a conflict, not a second mail.
    expect((await decide(mine[0]!._id, { estado: 'rechazado', motivo: 'x' })).statusCode).toBe(409);
  });

  it("'Solo verificados' (verificados=true) keeps verified ones; in Gasista also licensed", async () => {
    const electricista = await provider('Elena', ['electricista', 'gasista']);
    const dni = (await upload(electricista, 'dni', { data: await solidImage('png') })).json().document;
    await decide(dni._id, { estado: 'aprobado' });
    const ids = async (q: string) => (await listed(q)).map((p) => p._id);
    expect(await ids('?verificados=true')).toEqual(
      expect.arrayContaining([gasista.professionalId, electricista.professionalId]),
    );
    expect(await ids('?verificados=true')).not.toContain(plomero.professionalId);
    // Identity alone is not enough in a licensed trade.
    expect(await ids('?servicio=gasista&verificados=true')).toEqual([gasista.professionalId]);
    expect(await ids('?servicio=Gasista&verificados=false')).toEqual(
      expect.arrayContaining([gasista.professionalId, electricista.professionalId]),
    );
    expect((await get('/professionals?verificados=si')).statusCode).toBe(400);
  });

  it('rejecting needs a reason, mails it and keeps the badge off; a new upload goes back to review', async () => {
    const doc = (await upload(plomero, 'dni', { data: await solidImage('png') })).json().document;
    const noReason = await decide(doc._id, { estado: 'rechazado' });
    expectFieldErrors(noReason, { motivo: msg.verification.reasonRequired });
    const res = await decide(doc._id, { estado: 'rechazado', motivo: 'La foto está borrosa' });
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ status: 'rechazado', motivo: 'La foto está borrosa' });
    const mail = await smtp.waitForMail(plomero.email, { subject: /no pudimos aprobar/i });
    expect(mail.text).toContain('Motivo: La foto está borrosa');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, plomero.professionalId), eq(auditLog.action, 'verification.reject')));
    expect(audit!.details).toMatchObject({ kind: 'dni', reason: 'La foto está borrosa' });
    expect((await get(`/professionals/${plomero.professionalId}`)).json().identidadVerificada).toBe(false);

    const again = (await upload(plomero, 'dni', { data: await solidImage('png') })).json().document;
    const mine = (await get('/verification/mine', plomero)).json();
    expect(mine.documents).toEqual([expect.objectContaining({ _id: again._id, status: 'pendiente' })]);
    // The replaced file is gone from storage.
    expect((await get(doc.fileUrl, admin)).statusCode).toBe(404);
  });

  it('re-uploading an approved DNI takes the badge away until reviewed again', async () => {
    await upload(gasista, 'dni', { data: await solidImage('png') });
    expect((await get(`/professionals/${gasista.professionalId}`)).json()).toMatchObject({
      identidadVerificada: false,
      matriculado: true,
    });
  });
});
