import * as msg from '@servihogar/shared/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, geoApi, STORED } from '@/test/professional-api.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

const PATH = `/dash/editProfessional/${STORED._id}`;
const API = `/professionals/edit/${STORED._id}`;

const save = () => userEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));

describe('/dash/editProfessional/:id (admin)', () => {
  it('fills the form with the stored data and saves it, then goes back to the list', async () => {
    const fetchMock = mockApi({
      ...geoApi,
      [API]: (_url, init) =>
        init?.method === 'PUT'
          ? { updatedProfessional: { ...STORED, nombre: 'Rosario' }, message: 'Datos guardados.' }
          : STORED,
    });
    const { router } = renderRoute(PATH, { roles: ['Admin'] });
    const nombre = await screen.findByLabelText('Nombre');
    expect(nombre).toHaveValue('Rosa');
    expect(screen.getByLabelText('Edad')).toHaveValue(45);
    expect(screen.getByLabelText('Ciudad')).toHaveValue('Yerba Buena');
    expect(screen.getByLabelText('Personas mayores')).toBeChecked();
    expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
    await userEvent.clear(nombre);
    await userEvent.type(nombre, 'Rosario');
    await save();
    expect(await screen.findByText('Datos guardados.')).toBeInTheDocument();
    const body = bodyOf(fetchMock.mock.calls, API, 'PUT') as Record<string, unknown>;
    expect(body).toMatchObject({ nombre: 'Rosario', edad: 45, location: { coordinates: [-65.32, -26.82] } });
    expect(body).not.toHaveProperty('password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/professionalsRegistered'));
  });

  it('says the answer was unexpected when it lacks the professional', async () => {
    mockApi({ ...geoApi, [API]: (_url, init) => (init?.method === 'PUT' ? { message: 'ok' } : STORED) });
    renderRoute(PATH, { roles: ['Admin'] });
    await screen.findByLabelText('Nombre');
    await save();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.edit.unexpectedResponse));
  });

  it('falls back to the default text when the server fails', async () => {
    mockApi({
      ...geoApi,
      [API]: (_url, init) =>
        init?.method === 'PUT' ? Response.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }) : STORED,
    });
    renderRoute(PATH, { roles: ['Admin'] });
    await screen.findByLabelText('Nombre');
    await save();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.edit.updateFailed));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Rosa');
  });

  it('says the data could not be loaded, then goes back to the list', async () => {
    mockApi({ ...geoApi, [API]: () => Response.json({ code: 'NOT_FOUND', message: 'x' }, { status: 404 }) });
    const { router } = renderRoute(PATH, { roles: ['Admin'] });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(msg.edit.loadFailed));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/professionalsRegistered'));
  });
});
