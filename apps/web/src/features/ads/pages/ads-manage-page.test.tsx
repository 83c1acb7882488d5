import type { ManagedAd } from '@servihogar/shared/ads';
import * as msg from '@servihogar/shared/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderRoute } from '@/test/render-route.tsx';

const AD: ManagedAd = {
  _id: '11111111-1111-4111-8111-111111111111',
  type: 'banner-horizontal',
  title: 'Ferretería El Cardón',
  imageUrl: '/uploads/ads/a.webp',
  linkUrl: 'https://cardon.example.com',
  startsAt: null,
  endsAt: null,
  paused: false,
  state: 'activa',
  impressions: 1234,
  clicks: 56,
  createdAt: '2026-11-20T12:00:00.000Z',
};

function api() {
  let ad = AD;
  return mockApi({
    '/categories': () => [],
    '/api/advertisement': () => [],
    '/api/advertisements': () => [],
    '/api/advertisements/manage': () => [ad],
    [`/api/advertisements/${AD._id}/pause`]: () => {
      ad = { ...AD, paused: true, state: 'pausada' };
      return ad;
    },
  });
}

describe('/dash/redactorsLogin (Publicidades)', () => {
  it('shows each ad with its type, state and figures, and pauses it', async () => {
    const fetchMock = api();
    renderRoute('/dash/redactorsLogin', { roles: ['Redactor'] });
    const row = await screen.findByRole('row', { name: /Ferretería El Cardón/ });
    expect(row).toHaveTextContent('Banner horizontal');
    expect(row).toHaveTextContent('Activa');
    expect(row).toHaveTextContent('1.234');
    expect(row).toHaveTextContent('56');
    await userEvent.click(within(row).getByRole('button', { name: 'Pausar Ferretería El Cardón' }));
    expect(await within(row).findByText('Pausada')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reanudar Ferretería El Cardón' })).toBeInTheDocument();
    const paused = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/pause'));
    expect(paused?.[1]?.method).toBe('POST');
  });

  it('validates a new ad in the browser and keeps what was typed', async () => {
    const fetchMock = api();
    renderRoute('/dash/redactorsLogin', { roles: ['Admin'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva publicidad' }));
    const form = screen.getByRole('form', { name: 'Nueva publicidad' });
    await userEvent.type(within(form).getByLabelText('Enlace'), 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear publicidad' }));
    expect(await within(form).findByText(msg.ads.titleLength)).toBeInTheDocument();
    expect(within(form).getByText(msg.ads.linkInvalid)).toBeInTheDocument();
    expect(within(form).getByLabelText('Enlace')).toHaveValue('javascript:alert(1)');
    expect(within(form).getByText('Vista previa a tamaño real: 960 × 144 px')).toBeInTheDocument();
    await userEvent.selectOptions(within(form).getByLabelText('Tipo'), 'pop-up');
    expect(within(form).getByText('Vista previa a tamaño real: 320 × 213 px')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('keeps saying a 10 MB image is too big when the form is sent (issue 29)', async () => {
    const fetchMock = api();
    renderRoute('/dash/redactorsLogin', { roles: ['Admin'] });
    await userEvent.click(await screen.findByRole('button', { name: 'Nueva publicidad' }));
    const form = screen.getByRole('form', { name: 'Nueva publicidad' });
    const big = new File([new Uint8Array(10 * 1024 * 1024)], 'grande.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Imagen'), big);
    expect(await within(form).findByText(msg.api.tooLarge)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Título (texto alternativo)'), 'Ferretería');
    await userEvent.click(within(form).getByRole('button', { name: 'Crear publicidad' }));
    expect(await within(form).findByText(msg.api.tooLarge)).toBeInTheDocument();
    expect(within(form).queryByText(msg.ads.imageRequired)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
