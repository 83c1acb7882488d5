import { ANA_REGISTRATION } from '@servihogar/shared/auth.testing';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';

const m = msg.registration;

const VALID: [string, string][] = [
  ['Nombre', 'Ana'],
  ['Apellido', 'Paz'],
  ['Celular', '3815551234'],
  ['Email', 'ana@example.com'],
  ['Contraseña', '123456'],
  ['Repite la contraseña', '123456'],
  ['Calle', 'San Martín'],
  ['Número', '100'],
  ['Ciudad', 'Tucumán'],
  ['Código postal', '4000'],
];

async function fillValid() {
  for (const [label, value] of VALID) await userEvent.type(await screen.findByLabelText(label), value);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Registrarse' }));

describe('/signup', () => {
  it('validates while typing, with the §5 texts under the inputs', async () => {
    renderPage('/signup');
    await userEvent.type(await screen.findByLabelText('Nombre'), 'An');
    expect(await screen.findByText(m.nombreMin)).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Celular'), '38155');
    expect(await screen.findByText(m.numeroContacto)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@');
    expect(await screen.findByText(m.emailFormat)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Contraseña'), '12345');
    expect(await screen.findByText(m.passwordMin)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Repite la contraseña'), '1');
    expect(await screen.findByText(m.repasswordMismatch)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nombre'), 'a');
    expect(screen.queryByText(m.nombreMin)).not.toBeInTheDocument();
  });

  it('shows the fixed +54 9 phone prefix', async () => {
    renderPage('/signup');
    expect((await screen.findByLabelText('Celular')).parentElement).toHaveTextContent('+54 9');
  });

  it('sends nothing while there are errors', async () => {
    const { fetchMock } = renderPage('/signup');
    await userEvent.clear(await screen.findByLabelText('País'));
    await submit();
    expect(await screen.findByText(m.nombreMin)).toBeInTheDocument();
    expect(screen.getByText(m.apellidoMin)).toBeInTheDocument();
    expect(screen.getAllByText(m.required)).toHaveLength(5);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/auth/register')).toBe(false);
  });

  it('keeps what was typed and shows the server message on a conflict', async () => {
    renderPage('/signup', {
      api: {
        '/auth/register': () =>
          Response.json({ code: 'CONFLICT', message: msg.api.emailTaken }, { status: 409 }),
      },
    });
    await fillValid();
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.api.emailTaken));
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('Calle')).toHaveValue('San Martín');
  });

  it('registers, waits 1 s, asks for the token and activates the account', async () => {
    const { fetchMock, router } = renderPage('/signup', {
      api: {
        '/auth/register': () => ({ message: 'ok' }),
        '/auth/malo': () =>
          Response.json({ code: 'VALIDATION', message: 'El token venció.' }, { status: 400 }),
        '/auth/bueno': () => ({ ok: true, message: 'Cuenta verificada' }),
      },
    });
    await fillValid();
    await submit();
    expect(await screen.findByText('Procesando registro...')).toBeInTheDocument();
    const body = JSON.parse(
      String(fetchMock.mock.calls.find(([u]) => String(u) === '/auth/register')?.[1]?.body),
    );
    expect(body).toEqual(ANA_REGISTRATION);

    let dialog = await screen.findByRole('dialog');
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    // The same hint after every sign-up (issue 29): a taken address gets no token, and this says why
    // without telling whether it was taken.
    expect(dialog).toHaveTextContent('Si ya tenés cuenta, iniciá sesión o recuperá tu contraseña.');
    expect(within(dialog).getByRole('link', { name: m.alreadyHaveAccountSignIn })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(dialog).getByRole('link', { name: m.alreadyHaveAccountRecover })).toHaveAttribute(
      'href',
      '/login/missPassword',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar cuenta' }));
    expect(await within(dialog).findByText(m.tokenRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Token'), 'malo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar cuenta' }));
    dialog = await screen.findByRole('dialog', { name: m.tokenInvalid });
    expect(dialog).toHaveTextContent('El token venció.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Intentar de nuevo' }));
    dialog = await screen.findByRole('dialog', { name: 'Verificá tu cuenta' });
    expect(within(dialog).getByLabelText('Token')).toHaveValue('malo');
    await userEvent.clear(within(dialog).getByLabelText('Token'));
    await userEvent.type(within(dialog).getByLabelText('Token'), 'bueno');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar cuenta' }));
    dialog = await screen.findByRole('dialog', { name: m.verifiedTitle });
    expect(dialog).toHaveTextContent(m.verifiedText);
    expect(within(dialog).getByRole('link', { name: msg.pages.signIn })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  }, 10_000);

  it('says the verification call failed when the server does not answer', async () => {
    renderPage('/signup', {
      api: {
        '/auth/register': () => ({ message: 'ok' }),
        '/auth/cualquiera': () => Response.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }),
      },
    });
    await fillValid();
    await submit();
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Token'), 'cualquiera');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verificar cuenta' }));
    const failed = await screen.findByRole('dialog', { name: m.verifyErrorTitle });
    expect(failed).toHaveTextContent(m.verifyError);
  });

  it('sends signed-in users to /', async () => {
    const { router } = renderPage('/signup', { roles: ['Cliente'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
