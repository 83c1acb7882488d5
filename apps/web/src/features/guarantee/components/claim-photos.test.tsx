import type { GuaranteeClaim } from '@servihogar/shared/guarantee';
import * as msg from '@servihogar/shared/messages';
import type { MySolicitud } from '@servihogar/shared/solicitudes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { layoutApi, NEW_REQUEST, PRO_ID, SOLI_ID } from '@/test/marketplace-api.ts';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

// A guarantee claim's photos in Mis solicitudes (issue 45): the claim form's photo field (up to 3,
// JPEG/PNG/WebP of 5 MB at most, refused in Spanish before sending) and the claim's thumbnails.

const g = msg.guarantee;
const DAY_MS = 24 * 60 * 60 * 1000;
const CODIGO = 'GAR-2026-00000007';

const solicitud: MySolicitud = {
  _id: SOLI_ID,
  unread: 0,
  professional: { _id: PRO_ID, nombre: 'Raúl', apellido: 'Ríos', foto: null },
  servicio: 'plomero',
  createdAt: new Date(Date.now() - 5 * DAY_MS).toISOString(),
  flujoCompleto: false,
  ...NEW_REQUEST,
  state: 'realizada',
  answer: 'acepto',
  answeredAt: new Date(Date.now() - 4 * DAY_MS).toISOString(),
  doneAt: new Date(Date.now() - 2 * DAY_MS).toISOString(),
};

const claim: GuaranteeClaim = {
  codigo: CODIGO,
  solicitudId: SOLI_ID,
  rol: 'cliente',
  motivo: 'danos',
  descripcion: 'Rompió la canilla del baño al cambiar el cuerito.',
  fotos: [`/garantias/${CODIGO}/fotos/0`, `/garantias/${CODIGO}/fotos/1`],
  estado: 'abierto',
  respuesta: null,
  respondidoAt: null,
  respuestaHasta: '2099-01-08',
  puedeResponder: false,
  decision: null,
  resultado: null,
  decididoAt: null,
  createdAt: new Date().toISOString(),
};

const png = (name: string, size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function api(claims: GuaranteeClaim[]) {
  return mockApi({
    ...layoutApi,
    '/solicitudes/mine': () => ({ solicitudes: [solicitud], next: null }),
    '/solicitudes/mensajes/unread': () => ({ total: 0 }),
    '/garantias/mine': () => ({ claims }),
    [`/solicitudes/${SOLI_ID}/garantia/fotos`]: () => ({ codigo: CODIGO }),
    [`/solicitudes/${SOLI_ID}/garantia`]: () => ({ codigo: CODIGO }),
    [`/garantias/${CODIGO}/fotos/0`]: () => new Response(new Blob(['a'], { type: 'image/webp' })),
    [`/garantias/${CODIGO}/fotos/1`]: () => new Response(new Blob(['b'], { type: 'image/webp' })),
  });
}

describe('guarantee claim photos', () => {
  beforeEach(() => {
    let n = 0;
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:foto${n++}`), revokeObjectURL: vi.fn() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes up to 3 photos, refusing a 4th, a wrong type and a too big one in Spanish, and sends them as multipart', async () => {
    const fetchMock = api([]);
    const user = userEvent.setup({ applyAccept: false });
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    await user.click(await screen.findByRole('button', { name: g.open }));
    const dialog = await screen.findByRole('dialog', { name: g.open });
    await user.click(within(dialog).getByRole('radio', { name: g.motivoDamage }));
    await user.type(
      within(dialog).getByLabelText(g.descripcionLabel),
      'Rompió la canilla del baño al cambiar el cuerito.',
    );
    const input = within(dialog).getByLabelText(g.photosLabel);
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    const send = within(dialog).getByRole('button', { name: g.send });

    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    await user.click(send);
    expect(await within(dialog).findByText(g.photosMax)).toBeInTheDocument();

    await user.upload(input, [png('a.png'), new File(['GIF89a'], 'b.gif', { type: 'image/gif' })]);
    expect(await within(dialog).findByText(msg.conversations.photoOnly)).toBeInTheDocument();

    await user.upload(input, [png('grande.png', 5 * 1024 * 1024 + 1)]);
    expect(await within(dialog).findByText(msg.api.tooLarge)).toBeInTheDocument();
    const sent = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes(`/solicitudes/${SOLI_ID}/garantia`));
    expect(sent()).toEqual([]);

    await user.upload(input, [png('canilla.png'), png('piso.png')]);
    await waitFor(() => expect(within(dialog).queryByText(msg.api.tooLarge)).not.toBeInTheDocument());
    await user.click(send);
    await waitFor(() => expect(sent()).toHaveLength(1));
    const [url, init] = sent()[0]!;
    expect(String(url)).toContain(`/solicitudes/${SOLI_ID}/garantia/fotos`);
    const body = init!.body as FormData;
    expect(body.get('motivo')).toBe('danos');
    expect(body.get('descripcion')).toBe('Rompió la canilla del baño al cambiar el cuerito.');
    expect((body.getAll('fotos') as File[]).map((f) => f.name)).toEqual(['canilla.png', 'piso.png']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends JSON without photos, as before', async () => {
    const fetchMock = api([]);
    const user = userEvent.setup();
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    await user.click(await screen.findByRole('button', { name: g.open }));
    const dialog = await screen.findByRole('dialog', { name: g.open });
    await user.click(within(dialog).getByRole('radio', { name: g.motivoNoShow }));
    await user.type(within(dialog).getByLabelText(g.descripcionLabel), 'No vino el día acordado ni avisó.');
    await user.click(within(dialog).getByRole('button', { name: g.send }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/garantia'))!;
    expect(JSON.parse(String(init!.body))).toEqual({
      motivo: 'no_show',
      descripcion: 'No vino el día acordado ni avisó.',
    });
  });

  it('shows the claim’s photos as thumbnails that open the whole image', async () => {
    api([claim]);
    renderRoute('/dash/misSolicitudes', { roles: ['Cliente'] });
    const photos = await screen.findByRole('list', { name: g.photosTitle });
    const first = await within(photos).findByRole('img', { name: `Foto 1 del reclamo ${CODIGO}` });
    expect(first.closest('a')).toHaveAttribute('target', '_blank');
    expect(first.closest('a')).toHaveAttribute('href', first.getAttribute('src'));
    expect(await within(photos).findByRole('img', { name: `Foto 2 del reclamo ${CODIGO}` })).toBeVisible();
  });
});
