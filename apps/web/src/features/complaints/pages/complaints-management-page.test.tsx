import type { AdminComplaint } from '@servihogar/shared/complaints';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pageAnswer, queriesTo } from '@/test/paged-list.ts';
import { type Handler, renderPage } from '@/test/render-route.tsx';

const row: AdminComplaint = {
  _id: '7c0f6a53-8f3b-4b7a-9d8e-2b1f6f0b1a11',
  ticket_id: 'DEN-2026-000042',
  titulo: 'Cobro indebido',
  descripcion: 'Me cobraron dos veces.',
  empresaComercio: 'Kiosco El Sol',
  categoria: 'Comercio Local',
  denunciante: 'Anónimo',
  ciudad: 'Lules',
  criticidad: 'Media',
  estado: 'Pendiente',
  fechaCarga: '2026-11-20T12:00:00.000Z',
  contacto: '3815550000',
  anonymous: true,
  author: { nombre: 'Ana', apellido: 'Paz', email: 'ana.paz@example.com' },
};

const listed = (complaints: AdminComplaint[], total?: number, page?: number) =>
  pageAnswer('complaints', complaints, total, page);
const adminCalls = (api: Parameters<typeof queriesTo>[0]) => queriesTo(api, '/api/complaints/admin');

const failure = (status: number, message: string) => Response.json({ code: 'X', message }, { status });

/** The admins' page, listing `row`, with `onRow` answering the calls to that complaint. */
const openWithRow = (onRow: Handler) =>
  renderPage('/dash/consumerComplaintsManagement', {
    roles: ['Admin'],
    api: { '/api/complaints/admin': () => listed([row]), [`/api/complaints/${row._id}`]: onRow },
  });

describe('ComplaintsManagementPage', () => {
  it('shows the author of an anonymous complaint and sends search and filters to the server', async () => {
    const { fetchMock: api, router } = renderPage('/dash/consumerComplaintsManagement', {
      roles: ['Admin'],
      api: { '/api/complaints/admin': () => listed([row]) },
    });
    expect(await screen.findByText('ana.paz@example.com')).toBeInTheDocument();
    expect(screen.getByText('Contacto: 3815550000')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Buscar'), 'kiosco');
    await userEvent.selectOptions(screen.getByLabelText('Estado'), 'Resuelto');
    await waitFor(() =>
      expect(adminCalls(api).at(-1)).toEqual({ search: 'kiosco', estado: 'Resuelto', page: '1' }),
    );
    // The search and the filter are in the URL: a reload or a shared link opens the same list.
    expect(router.state.location.search).toBe('?buscar=kiosco&estado=Resuelto');
  });

  it('opens with the URL’s search, filters and page, and pages on the server', async () => {
    const { fetchMock: api, router } = renderPage(
      '/dash/consumerComplaintsManagement?buscar=sol&estado=Pendiente&criticidad=Alta&pagina=2',
      { roles: ['Admin'], api: { '/api/complaints/admin': () => listed([row], 51, 2) } },
    );
    expect(await screen.findByText('51 reclamos')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar')).toHaveValue('sol');
    expect(screen.getByLabelText('Estado')).toHaveValue('Pendiente');
    expect(screen.getByLabelText('Criticidad')).toHaveValue('Alta');
    expect(adminCalls(api).at(-1)).toEqual({
      search: 'sol',
      estado: 'Pendiente',
      criticidad: 'Alta',
      page: '2',
    });
    // A new filter goes back to the first page.
    await userEvent.selectOptions(screen.getByLabelText('Criticidad'), 'Baja');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?buscar=sol&estado=Pendiente&criticidad=Baja'),
    );
    await waitFor(() => expect(adminCalls(api).at(-1)).toMatchObject({ criticidad: 'Baja', page: '1' }));
  });

  it('ignores a filter value the list does not know (a hand-edited link)', async () => {
    const { fetchMock: api } = renderPage('/dash/consumerComplaintsManagement?estado=Terminado', {
      roles: ['Admin'],
      api: { '/api/complaints/admin': () => listed([row]) },
    });
    expect(await screen.findByText('1 reclamo')).toBeInTheDocument();
    expect(screen.getByLabelText('Estado')).toHaveValue('');
    expect(adminCalls(api).at(-1)).toEqual({ page: '1' });
  });

  it('says when the list cannot be loaded', async () => {
    renderPage('/dash/consumerComplaintsManagement', {
      roles: ['Admin'],
      api: { '/api/complaints/admin': () => failure(500, 'x') },
    });
    expect(await screen.findByText(msg.complaints.claimsLoadFailed)).toBeInTheDocument();
  });

  it('edits the estado, and says so when the update fails', async () => {
    const bodies: unknown[] = [];
    openWithRow((_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      return failure(404, 'Recurso no encontrado.');
    });
    await userEvent.click(await screen.findByRole('button', { name: `Editar ${row.ticket_id}` }));
    const dialog = await screen.findByRole('dialog', { name: `Editar ${row.ticket_id}` });
    // It opens on the complaint's current estado and criticidad, not on the placeholders (issue 29).
    expect(within(dialog).getByLabelText('Estado')).toHaveValue(row.estado);
    expect(within(dialog).getByLabelText('Criticidad')).toHaveValue(row.criticidad);
    await userEvent.selectOptions(within(dialog).getByLabelText('Estado'), 'Resuelto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(/No se pudo actualizar el reclamo/)).toBeInTheDocument();
    expect(bodies).toEqual([{ estado: 'Resuelto', criticidad: 'Media' }]);
  });

  it('deletes only after confirming, and says so when it fails', async () => {
    const methods: string[] = [];
    openWithRow((_url, init) => {
      methods.push(String(init?.method));
      return failure(500, 'x');
    });
    await userEvent.click(await screen.findByRole('button', { name: `Eliminar ${row.ticket_id}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar reclamo' });
    expect(dialog).toHaveTextContent(row.ticket_id);
    expect(methods).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText(/No se pudo eliminar el reclamo/)).toBeInTheDocument();
    expect(methods).toEqual(['DELETE']);
  });
});

describe('MyComplaintsPage', () => {
  it("lists the author's tickets with their estado", async () => {
    renderPage('/dash/misDenuncias', {
      roles: ['Cliente'],
      api: { '/api/complaints/mine': () => ({ complaints: [{ ...row, estado: 'En revisión' }] }) },
    });
    const list = await screen.findByRole('list', { name: msg.complaints.myComplaints });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('DEN-2026-000042');
    expect(item).toHaveTextContent('En revisión');
  });

  it('shows the empty and the error states', async () => {
    const first = renderPage('/dash/misDenuncias', {
      roles: ['Prestador'],
      api: { '/api/complaints/mine': () => ({ complaints: [] }) },
    });
    expect(await screen.findByText(msg.complaints.mineEmpty)).toBeInTheDocument();
    first.unmount();
    renderPage('/dash/misDenuncias', {
      roles: ['Prestador'],
      api: { '/api/complaints/mine': () => failure(500, 'x') },
    });
    expect(await screen.findByText(msg.complaints.mineLoadFailed)).toBeInTheDocument();
  });
});
