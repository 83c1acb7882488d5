import * as msg from '@servihogar/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, networkDown, renderPage, renderRoute, shellApi } from '@/test/render-route.tsx';

const bodyOf = (calls: unknown[][], path: string) =>
  JSON.parse(String((calls.find(([u]) => String(u) === path)?.[1] as RequestInit | undefined)?.body));

async function sendMail(email: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
}

describe('password recovery', () => {
  it('checks the e-mail format', async () => {
    const { fetchMock } = renderPage('/login/missPassword');
    await sendMail('ana@');
    expect(await screen.findByText(msg.recovery.emailFormat)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u).includes('Recovery'))).toBe(false);
  });

  it.each([
    ['/signin/missPasswordPrest', '/auth/passwordRecoveryMailPrest', '/auth/verifyCodePrest', '/signin'],
    [
      '/signinRedactor/missPasswordRedactor',
      '/redactors/passwordRecoveryMail',
      '/auth/verifyCodeRedactor',
      '/signinRedactor',
    ],
    ['/login/missPassword', '/auth/passwordRecoveryMail', '/auth/verifyCode', '/login'],
  ])('%s uses %s and %s, then goes to %s', async (page, mailPath, verifyPath, loginPath) => {
    let attempts = 0;
    const { fetchMock, router } = renderPage(page, {
      api: {
        [mailPath]: () => ({ message: 'Te enviamos un código.' }),
        [verifyPath]: () =>
          ++attempts === 1
            ? Response.json({ code: 'VALIDATION', message: msg.recovery.wrongCode }, { status: 400 })
            : { message: 'Contraseña actualizada.' },
      },
    });
    await sendMail('ana@example.com');
    expect(await screen.findByText('Te enviamos un código.')).toBeInTheDocument();
    expect(bodyOf(fetchMock.mock.calls, mailPath)).toEqual({ email: 'ana@example.com' });

    await userEvent.type(await screen.findByLabelText('Código de verificación'), '123456');
    await userEvent.type(screen.getByLabelText('Nueva contraseña'), 'nueva1');
    await userEvent.type(screen.getByLabelText('Repite la nueva contraseña'), 'nueva2');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText(msg.recovery.mismatch)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Repite la nueva contraseña'));
    await userEvent.type(screen.getByLabelText('Repite la nueva contraseña'), 'nueva1');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.recovery.wrongCode));

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Contraseña actualizada.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(loginPath));
    expect(bodyOf(fetchMock.mock.calls, verifyPath)).toEqual({
      email: 'ana@example.com',
      verificationCode: '123456',
      newPassword: 'nueva1',
    });
  });

  it('says why the mail failed and returns to the matching sign-in page', async () => {
    const { router } = renderPage('/signin/missPasswordPrest', {
      api: {
        '/auth/passwordRecoveryMailPrest': () =>
          Response.json({ code: 'RATE_LIMITED', message: msg.api.rateLimited }, { status: 429 }),
      },
    });
    await sendMail('ana@example.com');
    expect(await screen.findByText(msg.api.rateLimited)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  it('falls back to "Error al enviar el correo" without a server answer', async () => {
    mockApi({ ...shellApi, '/auth/passwordRecoveryMail': networkDown });
    const { router } = renderRoute('/login/missPassword');
    await sendMail('ana@example.com');
    expect(await screen.findByText(msg.recovery.mailFailed)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
