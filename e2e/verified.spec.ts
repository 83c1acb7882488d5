import { expect, type Page } from '@playwright/test';
import { DEMO, signIn } from './support/accounts.ts';
import { openPage } from './support/gate.ts';
import { BLANK_PDF, expectImageLoaded, plainPng } from './support/images.ts';
import { openList } from './support/lists.ts';
import { waitForMail } from './support/mail.ts';
import { test } from './support/people.ts';
import { professionalInTrial } from './support/professionals.ts';
import { atBothWidths, keepScreenshot } from './support/screenshots.ts';

// Issue 16, part 1: a Gasista sends its DNI and matrícula privately, an admin reviews them, and
// clients see the badges and can keep to verified professionals.

/** The Gasista category as a client sees it, with or without 'Solo verificados'. */
async function gasistas(client: Page, verificados: boolean) {
  await openList(client, `/dash/professionals/gasista${verificados ? '?verificados=true' : ''}`);
  await expect(client.getByRole('checkbox', { name: 'Solo verificados' })).toBeChecked({
    checked: verificados,
  });
}

test('a Gasista gets verified: private documents, admin review with e-mails, badges and the filter', async ({
  admin,
  pro,
  client,
}, testInfo) => {
  test.setTimeout(240_000);
  const { email, name } = await professionalInTrial(admin, pro, {
    nombre: 'Gustavo',
    apellido: 'Verificado',
    service: 'Gasista',
  });
  // The professional sends its DNI (a photo) and its matrícula (a PDF).
  await openPage(pro, '/dash/miPerfil');
  await pro.getByRole('link', { name: 'Verificación de identidad' }).click();
  await expect(pro.getByRole('heading', { level: 1, name: 'Verificación de identidad' })).toBeVisible();
  const dniForm = pro.getByRole('form', { name: 'Foto del DNI' });
  const licenseForm = pro.getByRole('form', { name: 'Matrícula' });
  await expect(dniForm).toContainText('Sin enviar');
  /** Sends the matrícula (a PDF) through the file input labelled `label`; it is then under review. */
  const sendLicense = async (label: string) => {
    await licenseForm
      .getByLabel(label)
      .setInputFiles({ name: 'matricula.pdf', mimeType: 'application/pdf', buffer: BLANK_PDF });
    await licenseForm.getByRole('button', { name: 'Enviar documento' }).click();
    await expect(licenseForm).toContainText('En revisión');
  };
  await dniForm
    .getByLabel('Foto del DNI')
    .setInputFiles({ name: 'dni.png', mimeType: 'image/png', buffer: await plainPng(640, 400) });
  await dniForm.getByRole('button', { name: 'Enviar documento' }).click();
  await expect(dniForm.getByText('Documento enviado. Un administrador lo revisará.')).toBeVisible();
  await expect(dniForm).toContainText('En revisión');
  await sendLicense('Matrícula');
  await atBothWidths(pro, testInfo, 'verification-page');

  // The documents are never public: no session, no file.
  const mine = await pro.request.get('/verification/documents?estado=pendiente');
  expect(mine.status()).toBe(401);

  // The admin reviews: looks at the DNI, approves it, rejects the matrícula with a reason.
  await openPage(admin, '/dash/professionalsRegistered');
  await admin.getByRole('link', { name: 'Verificaciones' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Verificaciones' })).toBeVisible();
  const dniItem = admin.getByRole('listitem', { name: `Foto del DNI de ${name}` });
  const licenseItem = admin.getByRole('listitem', { name: `Matrícula de ${name}` });
  await expect(dniItem).toBeVisible();
  await atBothWidths(admin, testInfo, 'verification-queue');
  await dniItem.getByRole('button', { name: 'Ver documento' }).click();
  const viewer = admin.getByRole('dialog', { name: 'Foto del DNI' });
  const image = viewer.getByRole('img');
  await expectImageLoaded(image, /^blob:/);
  await keepScreenshot(admin, testInfo, 'verification-document-1280', { fullPage: false });
  await admin.keyboard.press('Escape');
  await dniItem.getByRole('button', { name: 'Aprobar' }).click();
  await expect(admin.getByText('Documento aprobado.')).toBeVisible();
  await expect(dniItem).toHaveCount(0);
  await licenseItem.getByRole('button', { name: 'Rechazar' }).click();
  const reject = admin.getByRole('dialog', { name: 'Rechazar' });
  await reject.getByLabel('Motivo del rechazo').fill('La matrícula está vencida');
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(admin.getByText('Documento rechazado.')).toBeVisible();
  await waitForMail(email, /aprobamos tu foto del dni/i);
  const rejected = await waitForMail(email, /no pudimos aprobar tu matrícula/i);
  expect(rejected.text).toContain('Motivo: La matrícula está vencida');

  // A client sees the identity badge; in Gasista 'Solo verificados' also needs the matrícula.
  await signIn(client, '/login', DEMO.cliente, DEMO.password);
  await gasistas(client, false);
  const card = client.getByRole('main').getByRole('link', { name: new RegExp(name) });
  await expect(card).toContainText('Identidad verificada');
  await expect(card).not.toContainText('Matriculado');
  // The URL holds the filter: the box shows checked once the navigation is done.
  await client.getByRole('checkbox', { name: 'Solo verificados' }).click();
  await expect(client).toHaveURL(/verificados=true/);
  await expect(client.getByRole('checkbox', { name: 'Solo verificados' })).toBeChecked();
  await expect(card).toHaveCount(0);

  // The professional sees the reason and sends the matrícula again; the admin approves it.
  await pro.reload();
  await expect(licenseForm).toContainText('Motivo del rechazo: La matrícula está vencida');
  await sendLicense('Enviar otra matrícula');
  await admin.reload();
  await licenseItem.getByRole('button', { name: 'Aprobar' }).click();
  await expect(admin.getByText('Documento aprobado.')).toBeVisible();

  await gasistas(client, true);
  await expect(card).toContainText('Identidad verificada');
  await expect(card).toContainText('Matriculado');
  await atBothWidths(client, testInfo, 'verified-category');
  await card.click();
  const header = client.getByRole('main').getByRole('list', { name: 'Verificaciones' });
  await expect(header).toContainText('Identidad verificada');
  await expect(header).toContainText('Matriculado');
  await atBothWidths(client, testInfo, 'verified-profile');

  // The back office remembers who decided.
  await openPage(admin, '/dash/auditLog');
  await expect(
    admin
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasText: 'Documento de verificación aprobado' }),
  ).toHaveCount(2);
});
