import type { DataRightsRequest } from '@servihogar/shared/data-rights-requests';
import * as msg from '@servihogar/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queriesTo } from '@/test/paged-list.ts';
import { renderPage } from '@/test/render-route.tsx';

const t = msg.dataRightsRequests;

const request = (code: string, over: Partial<DataRightsRequest> = {}): DataRightsRequest => ({
  code,
  kind: 'supresion',
  channel: 'privacidad',
  nombre: 'Lucía Pérez',
  email: 'lucia@example.com',
  detalle: 'Borren mi teléfono.',
  status: 'pendiente',
  filedAt: '2026-11-20T13:00:00.000Z',
  dueOn: '2026-11-27',
  businessDaysLeft: 3,
  overdue: false,
  resolvedAt: null,
  resolutionNote: null,
  ...over,
});

describe('requests about personal data (issue 32)', () => {
  it('anyone files one from the privacy page: the fields say what they need, then the code shows', async () => {
    const { fetchMock } = renderPage('/politicas', {
      api: {
        '/data-rights-requests': () =>
          Response.json(
            {
              code: 'DAT-2026-12345678',
              dueOn: '2026-12-04',
              message: 'Recibimos tu pedido. Tu código de caso es DAT-2026-12345678.',
            },
            { status: 202 },
          ),
      },
    });
    const form = await screen.findByRole('form', { name: t.title });
    await userEvent.click(within(form).getByRole('button', { name: msg.subscriptionRights.publicSubmit }));
    expect(await within(form).findByText(t.kindRequired)).toBeInTheDocument();
    expect(within(form).getByText(t.detailRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/data-rights-requests'))).toBe(false);

    await userEvent.click(within(form).getByLabelText(t.kindAccess));
    await userEvent.type(within(form).getByLabelText(t.nameLabel), 'Lucía Pérez');
    await userEvent.type(within(form).getByLabelText('Email'), 'lucia@example.com');
    await userEvent.type(within(form).getByLabelText(t.detailLabel), 'Quiero ver mis datos guardados.');
    await userEvent.click(within(form).getByRole('button', { name: msg.subscriptionRights.publicSubmit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('DAT-2026-12345678');
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/data-rights-requests'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      kind: 'acceso',
      channel: 'privacidad',
      nombre: 'Lucía Pérez',
      email: 'lucia@example.com',
      detalle: 'Quiero ver mis datos guardados.',
    });
    expect(screen.getByTestId('aaip-registry')).toHaveTextContent(t.registryPending);
  });

  it('the admins see the countdown, the overdue ones highlighted, and answer with a note', async () => {
    let resolved: unknown;
    renderPage('/dash/derechosDatos', {
      roles: ['Admin'],
      api: {
        '/data-rights-requests': () => ({
          requests: [
            request('DAT-2026-00000001', { overdue: true, businessDaysLeft: -2 }),
            request('DAT-2026-00000002', { businessDaysLeft: 1 }),
            request('DAT-2026-00000003', { businessDaysLeft: 0 }),
            request('DAT-2026-00000004', { status: 'rechazada', resolutionNote: 'Sin datos.' }),
          ],
          next: null,
        }),
        '/data-rights-requests/DAT-2026-00000002/resolution': (_url, init) => {
          resolved = JSON.parse(String(init?.body));
          return request('DAT-2026-00000002', { status: 'respondida' });
        },
      },
    });
    const overdue = await screen.findByRole('listitem', { name: 'DAT-2026-00000001' });
    expect(within(overdue).getByTestId('countdown')).toHaveTextContent('Vencido hace 2 días hábiles');
    expect(overdue.className).toContain('ring-red-600');
    const soon = screen.getByRole('listitem', { name: 'DAT-2026-00000002' });
    expect(within(soon).getByTestId('countdown')).toHaveTextContent(t.oneDayLeft);
    expect(
      within(screen.getByRole('listitem', { name: 'DAT-2026-00000003' })).getByTestId('countdown'),
    ).toHaveTextContent(t.dueToday);
    const done = screen.getByRole('listitem', { name: 'DAT-2026-00000004' });
    expect(done).toHaveTextContent(msg.verification.statusRechazado);
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(soon).getByRole('button', { name: t.answer }));
    const dialog = await screen.findByRole('dialog', { name: t.answer });
    await userEvent.click(within(dialog).getByRole('button', { name: t.answer }));
    expect(await within(dialog).findByText(t.noteRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(t.noteLabel), 'Te mandamos tus datos.');
    await userEvent.click(within(dialog).getByRole('button', { name: t.answer }));
    await waitFor(() => expect(resolved).toEqual({ status: 'respondida', note: 'Te mandamos tus datos.' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
  });

  it('the admins reach the requests past the first page with "Cargar más" (issue 41, item 9d)', async () => {
    const { fetchMock } = renderPage('/dash/derechosDatos', {
      roles: ['Admin'],
      api: {
        '/data-rights-requests': (url) =>
          url.searchParams.get('offset') === '100'
            ? { requests: [request('DAT-2026-00000501', { status: 'respondida' })], next: null }
            : { requests: [request('DAT-2026-00000001')], next: 100 },
      },
    });
    expect(await screen.findByRole('listitem', { name: 'DAT-2026-00000001' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t.loadMore }));
    expect(await screen.findByRole('listitem', { name: 'DAT-2026-00000501' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'DAT-2026-00000001' })).toBeInTheDocument();
    // Two pages read in order (the first again: a resolution meanwhile may have moved rows).
    expect(queriesTo(fetchMock, '/data-rights-requests')).toEqual([
      { offset: '0' },
      { offset: '0' },
      { offset: '100' },
    ]);
    expect(screen.queryByRole('button', { name: t.loadMore })).not.toBeInTheDocument();
  });
});
