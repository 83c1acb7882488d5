import type { Complaint, ComplaintFeed } from '@servihogar/shared/complaints';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';

const complaint = (over: Partial<Complaint> = {}): Complaint => ({
  _id: crypto.randomUUID(),
  ticket_id: 'DEN-2026-000001',
  titulo: 'Cortes de agua sin aviso',
  descripcion: 'El barrio se queda sin agua todas las tardes.',
  empresaComercio: 'Aguas del Tucumán',
  categoria: 'Servicios Públicos',
  denunciante: 'Anónimo',
  ciudad: 'Yerba Buena',
  criticidad: 'Alta',
  estado: 'En revisión',
  fechaCarga: '2026-11-20T12:00:00.000Z',
  ...over,
});

const feed = (complaints: Complaint[]): ComplaintFeed => ({
  complaints,
  total: complaints.length,
  stats: { total: complaints.length, resueltas: 0, enProgreso: 1 },
});

beforeEach(() => localStorage.clear());

describe('ConsumerComplaintsPage', () => {
  it('shows the stats, the cards and the details popup; filters go to the server', async () => {
    const { fetchMock: api } = renderPage('/consumerComplaints', {
      api: { '/api/complaints': () => feed([complaint()]) },
    });
    const card = await screen.findByRole('article', { name: 'Cortes de agua sin aviso' });
    expect(within(card).getByText('Criticidad Alta')).toBeInTheDocument();
    expect(within(card).getByText('20 de noviembre de 2026')).toBeInTheDocument();
    expect(screen.getByTestId('stats-total')).toHaveTextContent('1');
    expect(screen.getByTestId('stats-en-progreso')).toHaveTextContent('1');

    await userEvent.click(within(card).getByRole('button', { name: /Ver detalles completos/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cortes de agua sin aviso' });
    expect(within(dialog).getByText('DEN-2026-000001')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.type(screen.getByLabelText('Ciudad'), 'tafí');
    await userEvent.selectOptions(screen.getByLabelText('Criticidad'), 'Baja');
    await waitFor(() => {
      const urls = api.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
      expect(
        urls.some(
          (u) => u.searchParams.get('ciudad') === 'tafí' && u.searchParams.get('criticidad') === 'Baja',
        ),
      ).toBe(true);
    });
  });

  it("asks the next page with 'Ver más denuncias' until every complaint is shown", async () => {
    const all = Array.from({ length: 25 }, (_, i) => complaint({ titulo: `Denuncia ${i + 1}` }));
    renderPage('/consumerComplaints', {
      api: {
        '/api/complaints': (url) => {
          const offset = Number(url.searchParams.get('offset'));
          const limit = Number(url.searchParams.get('limit'));
          return { ...feed(all), complaints: all.slice(offset, offset + limit) };
        },
      },
    });
    expect(await screen.findAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más denuncias' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(screen.getByRole('article', { name: 'Denuncia 25' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver más denuncias' })).not.toBeInTheDocument();
  });

  it('shows the empty and the error states', async () => {
    const first = renderPage('/consumerComplaints', { api: { '/api/complaints': () => feed([]) } });
    expect(await screen.findByText(msg.complaints.empty)).toBeInTheDocument();
    first.unmount();
    renderPage('/consumerComplaints', {
      api: { '/api/complaints': () => Response.json({ code: 'INTERNAL', message: 'x' }, { status: 500 }) },
    });
    expect(await screen.findByText(msg.complaints.loadFailed)).toBeInTheDocument();
  });

  it("asks a visitor to sign in before 'Nueva Denuncia'", async () => {
    renderPage('/consumerComplaints', { api: { '/api/complaints': () => feed([]) } });
    await userEvent.click(await screen.findByRole('button', { name: msg.pages.newComplaint }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(msg.pages.complaintsLoginRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: msg.pages.signIn })).toHaveAttribute('href', '/login');
  });

  it('shows the terms once, checks the required fields and keeps what was typed on a failure', async () => {
    let posts = 0;
    renderPage('/consumerComplaints', {
      roles: ['Cliente'],
      api: {
        '/api/complaints': (_url, init) => {
          if (init?.method !== 'POST') return feed([]);
          posts += 1;
          return Response.json(
            { code: 'RATE_LIMITED', message: 'Ya enviaste 5 denuncias.' },
            { status: 429 },
          );
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: msg.pages.newComplaint }));
    const terms = await screen.findByRole('dialog', { name: msg.complaints.termsTitle });
    const accept = within(terms).getByRole('button', { name: msg.complaints.termsAccept });
    expect(accept).toBeDisabled();
    await userEvent.click(within(terms).getByRole('checkbox'));
    await userEvent.click(accept);

    const form = await screen.findByRole('dialog', { name: msg.pages.newComplaint });
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await within(form).findAllByText(msg.complaints.required)).toHaveLength(4);
    expect(within(form).getByText(msg.complaints.invalidCategoria)).toBeInTheDocument();
    expect(posts).toBe(0);

    await userEvent.type(within(form).getByLabelText(/Título/), 'Cobro indebido');
    await userEvent.type(within(form).getByLabelText(/Empresa o comercio/), 'Kiosco');
    await userEvent.selectOptions(within(form).getByLabelText(/Categoría/), 'Comercio Local');
    await userEvent.type(within(form).getByLabelText(/Descripción/), 'Me cobraron de más');
    await userEvent.type(within(form).getByLabelText(/Ciudad/), 'Lules');
    expect(within(form).getByText('Ana Pérez')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('checkbox', { name: /anónimo/ }));
    expect(within(form).getByText('Anónimo')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await within(form).findByText(msg.complaints.sendFailed)).toBeInTheDocument();
    expect(within(form).getByText('Ya enviaste 5 denuncias.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Título/)).toHaveValue('Cobro indebido');
    expect(posts).toBe(1);

    // Closed and opened again: no terms this time, and the draft is still there.
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: msg.pages.newComplaint }));
    const again = await screen.findByRole('dialog', { name: msg.pages.newComplaint });
    expect(within(again).getByLabelText(/Descripción/)).toHaveValue('Me cobraron de más');
    expect(within(again).getByRole('checkbox', { name: /anónimo/ })).toBeChecked();
  });

  it('starts at Media, and refuses a description past 2000 characters saying the limit instead of cutting it (issue 29)', async () => {
    let posts = 0;
    localStorage.setItem('complaintTermsAccepted', 'true');
    renderPage('/consumerComplaints', {
      roles: ['Cliente'],
      api: {
        '/api/complaints': (_url, init) => {
          if (init?.method === 'POST') posts += 1;
          return feed([]);
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: msg.pages.newComplaint }));
    const form = await screen.findByRole('dialog', { name: msg.pages.newComplaint });
    expect(within(form).getByLabelText(/Criticidad/)).toHaveValue('Media');
    const text = 'a'.repeat(5400);
    const description = within(form).getByLabelText(/Descripción/);
    await userEvent.click(description);
    await userEvent.paste(text);
    expect(description).toHaveValue(text);
    expect(within(form).getByText('5400/2000 caracteres')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar denuncia' }));
    expect(await within(form).findByText('Máximo 2000 caracteres.')).toBeInTheDocument();
    expect(posts).toBe(0);
  });
});
