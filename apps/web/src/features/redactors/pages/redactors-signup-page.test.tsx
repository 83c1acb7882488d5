import * as msg from '@servihogar/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';

const m = msg.registration;

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(await screen.findByLabelText(label), value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Crear redactor' }));
}

const VALID = {
  Nombre: 'Rita',
  Apellido: 'Sosa',
  Email: 'rita@example.com',
  Contraseña: 'Inicial1',
  'Repite la contraseña': 'Inicial1',
};

describe('/dash/redactorsSignUp', () => {
  it('warns "Verifica los datos" and shows each §5 message on an invalid submit', async () => {
    const { fetchMock } = renderPage('/dash/redactorsSignUp', { roles: ['Admin'] });
    await fill({
      Nombre: 'Ri',
      Apellido: 'So',
      Email: 'rita@',
      Contraseña: '123',
      'Repite la contraseña': '12',
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.redactor.checkData));
    for (const text of [m.nombreMin, m.apellidoMin, m.emailFormat, m.passwordMin, m.repasswordMismatch]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/redactors/add')).toBe(false);
  });

  it('creates the redactor, says so and empties the form', async () => {
    const { fetchMock } = renderPage('/dash/redactorsSignUp', {
      roles: ['Admin'],
      api: { '/redactors/add': () => ({ message: 'Redactor creado.', userId: 'r1' }) },
    });
    await fill(VALID);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Redactor creado.'));
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/redactors/add');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      nombre: 'Rita',
      apellido: 'Sosa',
      email: 'rita@example.com',
      password: 'Inicial1',
      repassword: 'Inicial1',
    });
  });

  it('shows the server message, keeping the data', async () => {
    renderPage('/dash/redactorsSignUp', {
      roles: ['Admin'],
      api: {
        '/redactors/add': () =>
          Response.json({ code: 'CONFLICT', message: msg.api.emailTaken }, { status: 409 }),
      },
    });
    await fill(VALID);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.api.emailTaken));
    expect(screen.getByLabelText('Email')).toHaveValue('rita@example.com');
  });
});
