import * as msg from '@servihogar/shared/messages';
import type { MyVerification, QueueItem } from '@servihogar/shared/verification';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '@/test/fake-xhr.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

const v = msg.verification;
const base = { '/categories': () => [], '/api/advertisement': () => [], '/api/advertisements': () => [] };
const item = (over: Partial<QueueItem> = {}): QueueItem => ({
  _id: 'd1',
  kind: 'dni',
  status: 'pendiente',
  motivo: null,
  contentType: 'image/webp',
  createdAt: '2026-11-10T12:00:00.000Z',
  decidedAt: null,
  fileUrl: '/verification/documents/d1/file',
  professional: { _id: 'p1', nombre: 'Gastón', apellido: 'Gas', dni: '30111222', email: 'g@example.com' },
  ...over,
});

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:doc'), revokeObjectURL: vi.fn() }),
  );
});
describe('/dash/verificacion (Prestador)', () => {
  const mine = (over: Partial<MyVerification> = {}): MyVerification => ({
    needsMatricula: true,
    identidadVerificada: false,
    matriculado: false,
    needsAntecedentes: false,
    antecedentes: null,
    documents: [{ ...item({ status: 'rechazado', motivo: 'Borrosa' }) }],
    ...over,
  });

  it('sent without a file, focuses the file field and says so (issue 48)', async () => {
    mockApi({ ...base, '/verification/mine': () => mine({ documents: [] }) });
    renderRoute('/dash/verificacion', { roles: ['Prestador'] });
    const dni = await screen.findByRole('form', { name: v.dniLabel });
    await userEvent.click(within(dni).getByRole('button'));
    await waitFor(() => expect(within(dni).getByLabelText(v.dniLabel)).toHaveFocus());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(msg.form.invalidOne);
  });

  it('keeps its headings in order: the page title, then each document (issue 48, axe heading-order)', async () => {
    mockApi({ ...base, '/verification/mine': () => mine() });
    renderRoute('/dash/verificacion', { roles: ['Prestador'] });
    await screen.findByRole('form', { name: v.matriculaLabel });
    const levels = within(screen.getByRole('main'))
      .getAllByRole('heading')
      .map((h) => Number(h.tagName.slice(1)));
    expect(levels).toEqual([1, 2, 2]);
  });

  it('shows each kind with its state and the reason of a rejection; the matrícula only when it applies', async () => {
    mockApi({ ...base, '/verification/mine': () => mine() });
    renderRoute('/dash/verificacion', { roles: ['Prestador'] });
    const dni = await screen.findByRole('form', { name: v.dniLabel });
    expect(dni).toHaveTextContent(v.statusRechazado);
    expect(dni).toHaveTextContent(`${v.reasonLabel}: Borrosa`);
    expect(screen.getByRole('form', { name: v.matriculaLabel })).toHaveTextContent(v.notSent);
  });

  it('refuses a file that is not an image or PDF before sending, and sends a good one', async () => {
    mockApi({ ...base, '/verification/mine': () => mine({ needsMatricula: false, documents: [] }) });
    const requests = fakeXhr([{ status: 201, body: { message: v.uploaded, document: item() } }]);
    renderRoute('/dash/verificacion', { roles: ['Prestador'] });
    const form = await screen.findByRole('form', { name: v.dniLabel });
    expect(screen.queryByRole('form', { name: v.matriculaLabel })).not.toBeInTheDocument();
    const input = within(form).getByLabelText(v.dniLabel);
    await userEvent.upload(input, new File(['x'], 'dni.txt', { type: 'text/plain' }), { applyAccept: false });
    await userEvent.click(within(form).getByRole('button', { name: v.send }));
    expect(await within(form).findByText(v.onlyImagesOrPdf)).toBeInTheDocument();
    await userEvent.upload(input, new File(['%PDF'], 'dni.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(form).getByRole('button', { name: v.send }));
    expect(await within(form).findByText(v.uploaded)).toBeInTheDocument();
    expect(requests[0]?.url).toBe('/verification/documents');
    const body = requests[0]?.body as FormData;
    expect(body.get('kind')).toBe('dni');
    expect((body.get('document') as File).name).toBe('dni.pdf');
  });
});

describe('/dash/verificaciones (Admin)', () => {
  it('approves, and rejects only with a reason', async () => {
    let queue = [
      item(),
      item({ _id: 'd2', kind: 'matricula', professional: { ...item().professional, nombre: 'Elena' } }),
    ];
    const fetchMock = mockApi({
      ...base,
      '/verification/documents': () => ({ documents: queue, total: queue.length, page: 1, pageSize: 30 }),
      '/verification/documents/d1': () => {
        queue = queue.filter((d) => d._id !== 'd1');
        return { message: v.approved, document: item({ status: 'aprobado' }) };
      },
      '/verification/documents/d2': (_url, init) => {
        queue = [];
        return {
          message: v.rejected,
          document: item({ _id: 'd2', status: 'rechazado', motivo: JSON.parse(String(init?.body)).motivo }),
        };
      },
    });
    renderRoute('/dash/verificaciones', { roles: ['Admin'] });
    const first = await screen.findByRole('listitem', { name: `${v.dniLabel} de Gastón Gas` });
    expect(first).toHaveTextContent('DNI 30111222');
    await userEvent.click(within(first).getByRole('button', { name: msg.subscriptionsAdmin.approve }));
    expect(await screen.findByText(v.approved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /Gastón/ })).not.toBeInTheDocument());

    const second = screen.getByRole('listitem', { name: `${v.matriculaLabel} de Elena Gas` });
    await userEvent.click(within(second).getByRole('button', { name: msg.subscriptionsAdmin.reject }));
    const dialog = await screen.findByRole('dialog', { name: msg.subscriptionsAdmin.reject });
    await userEvent.click(within(dialog).getByRole('button', { name: msg.subscriptionsAdmin.reject }));
    expect(within(dialog).getByText(v.reasonRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(v.reasonLabel), 'Vencida');
    await userEvent.click(within(dialog).getByRole('button', { name: msg.subscriptionsAdmin.reject }));
    expect(await screen.findByText(v.rejected)).toBeInTheDocument();
    const put = fetchMock.mock.calls.find((c) => String(c[0]) === '/verification/documents/d2');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ estado: 'rechazado', motivo: 'Vencida' });
    expect(await screen.findByText(v.queueEmpty)).toBeInTheDocument();
  });

  it('keeps the estado and the page in the URL and asks the server for that page', async () => {
    const asked: string[] = [];
    mockApi({
      ...base,
      '/verification/documents': (url) => {
        asked.push(url.search);
        return { documents: [item()], total: 61, page: Number(url.searchParams.get('page')), pageSize: 30 };
      },
    });
    const { router } = renderRoute('/dash/verificaciones?estado=aprobado&pagina=2', { roles: ['Admin'] });
    expect(await screen.findByText('61 documentos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: v.statusAprobado })).toHaveAttribute('aria-pressed', 'true');
    expect(asked.at(-1)).toBe('?estado=aprobado&page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?estado=aprobado&page=3'));
    expect(router.state.location.search).toBe('?estado=aprobado&pagina=3');
    // Another estado starts on its first page.
    await userEvent.click(screen.getByRole('button', { name: v.statusPendiente }));
    await waitFor(() => expect(router.state.location.search).toBe('?estado=pendiente'));
    await waitFor(() => expect(asked.at(-1)).toBe('?estado=pendiente&page=1'));
  });
});
