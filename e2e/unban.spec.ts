import { expect, test } from '@playwright/test';
import { adminFindsUser, createClient, fillSignIn, freshEmail } from './support/accounts.ts';
import { keepScreenshot, WIDTHS } from './support/screenshots.ts';

for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
  test(`an admin lifts a ban and the client signs in again (${width} px)`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const email = freshEmail('reactivada');
    await createClient(request, email, 'Cliente1');

    const row = await adminFindsUser(page, email);
    await row.getByRole('button', { name: /Suspender/ }).click();
    const ban = page.getByRole('dialog');
    await ban.getByLabel('Motivo').fill('Error de moderación');
    await ban.getByRole('button', { name: 'Suspender' }).click();
    await page
      .getByRole('dialog', { name: 'Usuario suspendido' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(row).toContainText('Suspendido');

    await row.getByRole('button', { name: /Reactivar/ }).click();
    const confirm = page.getByRole('dialog', { name: /Reactivar a/ });
    await expect(confirm).toContainText('Error de moderación');
    await keepScreenshot(page, testInfo, `unban-dialog-${width}`);
    await confirm.getByRole('button', { name: 'Reactivar' }).click();
    const done = page.getByRole('dialog', { name: 'Usuario reactivado' });
    await expect(done).toContainText('Ya puede iniciar sesión');
    await done.getByRole('button', { name: 'Aceptar' }).click();
    await expect(row).toContainText('Activo');
    await expect(row.getByRole('button', { name: /Suspender/ })).toBeVisible();
    await keepScreenshot(page, testInfo, `users-after-unban-${width}`);

    // The client, on another device.
    const device = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const clientPage = await device.newPage();
    await clientPage.goto('/login');
    await fillSignIn(clientPage, email, 'Cliente1');
    await expect(clientPage.getByText('Bienvenid@!')).toBeVisible();
    await device.close();
  });
}
