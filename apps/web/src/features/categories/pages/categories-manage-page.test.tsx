import type { ManagedCategory } from '@servihogar/shared/categories';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

const category = (over: Partial<ManagedCategory>): ManagedCategory => ({
  type: 'Plomero',
  slug: 'plomero',
  description: null,
  img: null,
  status: 'aprobada',
  fixed: true,
  professionals: 4,
  createdAt: '2026-11-20T12:00:00.000Z',
  createdBy: null,
  ...over,
});

function api() {
  let pending = true;
  const fetchMock = mockApi({
    '/categories': () => [],
    '/api/advertisement': () => [],
    '/api/advertisements': () => [],
    '/categories/manage': () => [
      ...(pending
        ? [
            category({
              type: 'Afilador',
              slug: 'afilador',
              status: 'pendiente',
              fixed: false,
              professionals: 1,
              createdBy: 'Ana P.',
            }),
          ]
        : []),
      category({}),
    ],
    '/categories/afilador/approve': () => {
      pending = false;
      return { category: category({ type: 'Afilador', slug: 'afilador', fixed: false }) };
    },
  });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof api>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path);

describe('/dash/redactorsLogin/categorias', () => {
  it('lists the pending category apart and approves it', async () => {
    const fetchMock = api();
    renderRoute('/dash/redactorsLogin/categorias', { roles: ['Redactor'] });
    const section = await screen.findByRole('region', { name: /Pendientes de aprobación/ });
    const pending = within(section).getByRole('listitem');
    expect(pending).toHaveTextContent('Afilador');
    expect(pending).toHaveTextContent('Propuesta por Ana P. el');
    expect(screen.getByRole('row', { name: /Plomero/ })).toBeInTheDocument();
    await userEvent.click(within(pending).getByRole('button', { name: 'Aprobar Afilador' }));
    expect(await screen.findByText('No hay categorías pendientes.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('"Afilador" aprobada');
    expect(calls(fetchMock, '/categories/afilador/approve')[0]?.[1]?.method).toBe('POST');
  });

  it('checks a new name with the shared rules before asking the server', async () => {
    const fetchMock = api();
    renderRoute('/dash/redactorsLogin/categorias', { roles: ['Admin'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Renombrar Afilador' }));
    const dialog = screen.getByRole('dialog', { name: 'Renombrar categoría' });
    const name = within(dialog).getByLabelText('Nuevo nombre');
    await userEvent.clear(name);
    await userEvent.type(name, 'ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(msg.category.nameLength)).toBeInTheDocument();
    expect(calls(fetchMock, '/categories/afilador/rename')).toHaveLength(0);
  });

  it('sends a client to /restricted', async () => {
    api();
    const { router } = renderRoute('/dash/redactorsLogin/categorias', { roles: ['Cliente'] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/restricted'));
  });
});
