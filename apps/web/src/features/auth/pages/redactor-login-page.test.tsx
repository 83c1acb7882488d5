import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, renderPage } from '@/test/render-route.tsx';

async function signIn() {
  await userEvent.type(await screen.findByLabelText('Email'), 'red@example.com');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'Inicial1');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body)) as unknown;

describe('/signinRedactor', () => {
  it('links to the redactor recovery page', async () => {
    renderPage('/signinRedactor');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
        'href',
        '/signinRedactor/missPasswordRedactor',
      ),
    );
  });

  it('verifies the account, signs in again, forces a password change and returns to the form', async () => {
    let verified = false;
    const { fetchMock, router } = renderPage('/signinRedactor', {
      api: {
        '/auth/loginRedactor': () =>
          verified
            ? { status: 'cambiar_password', userId: 'u1', changeToken: 'ct-1' }
            : { status: 'verificar_cuenta', userId: 'u1' },
        '/redactors/confirm/bueno': () => {
          verified = true;
          return { ok: true, message: 'Cuenta verificada' };
        },
        '/redactors/confirm/malo': () => Response.json({ code: 'VALIDATION', message: 'x' }, { status: 400 }),
        '/redactors/changePasswordAfterLogin/u1': () => ({ message: 'Contraseña actualizada.' }),
      },
    });
    await signIn();

    let dialog = await screen.findByRole('dialog', { name: 'Verificá tu cuenta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    expect(await within(dialog).findByText(msg.registration.tokenRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Token'), 'malo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(msg.redactor.tokenIncorrectOrExpired),
    );
    await userEvent.clear(within(dialog).getByLabelText('Token'));
    await userEvent.type(within(dialog).getByLabelText('Token'), 'bueno');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar' }));

    dialog = await screen.findByRole('dialog', { name: 'Cambiá tu contraseña' });
    await userEvent.type(within(dialog).getByLabelText('Nueva contraseña'), '12345');
    await userEvent.type(within(dialog).getByLabelText('Repite la contraseña'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(dialog).findByText(msg.password.minLength)).toBeInTheDocument();
    expect(within(dialog).getByText(msg.password.mismatch)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Nueva contraseña'), '6');
    await userEvent.type(within(dialog).getByLabelText('Repite la contraseña'), '56');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cambiar contraseña' }));

    expect(await screen.findByText('Contraseña actualizada.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signinRedactor');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    const put = fetchMock.mock.calls.find(
      ([url]) => String(url) === '/redactors/changePasswordAfterLogin/u1',
    );
    expect(put?.[1]?.method).toBe('PUT');
    expect(bodyOf(put?.[1])).toEqual({ password: '123456', changeToken: 'ct-1' });
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/auth/loginRedactor')).toHaveLength(2);
  });

  it('signs in with a token and goes to / after 1 s', async () => {
    const { router } = renderPage('/signinRedactor', {
      api: {
        '/auth/loginRedactor': () => ({ status: 'ok', userId: 'u1', accessToken: fakeToken(['Redactor']) }),
      },
    });
    await signIn();
    expect(await screen.findByText(msg.toast.welcome)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('reports an answer without a status or token as unexpected', async () => {
    renderPage('/signinRedactor', { api: { '/auth/loginRedactor': () => ({ status: 'ok', userId: 'u1' }) } });
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.redactor.unexpectedResponse));
  });

  it('shows the 401 text for bad credentials', async () => {
    renderPage('/signinRedactor', {
      api: {
        '/auth/loginRedactor': () =>
          Response.json({ code: 'BAD_CREDENTIALS', message: 'x' }, { status: 401 }),
      },
    });
    await signIn();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.login.status401));
  });
});
