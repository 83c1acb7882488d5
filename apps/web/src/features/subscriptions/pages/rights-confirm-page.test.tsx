import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';

const t = msg.subscriptionRights;
const CONFIRM = '/subscriptions/rights-requests/confirm';
const posted = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(CONFIRM));

describe('/confirmar-pedido/{token}', () => {
  it('confirms only on the button (a mail scanner opening the link does nothing), then shows the result and code', async () => {
    const { fetchMock } = renderPage('/confirmar-pedido/abc123', {
      api: {
        [CONFIRM]: (_url, init) => {
          expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc123' });
          return { code: 'BAJ-2026-00000001', kind: 'baja', message: t.publicOutcomes.baja };
        },
      },
    });
    const confirm = await screen.findByRole('button', { name: t.confirmButton });
    expect(posted(fetchMock)).toHaveLength(0);
    await userEvent.click(confirm);
    expect(await screen.findByText(t.publicOutcomes.baja)).toBeInTheDocument();
    expect(
      screen.getByText(fillMessage(t.confirmedCode, { codigo: 'BAJ-2026-00000001' })),
    ).toBeInTheDocument();
    expect(posted(fetchMock)).toHaveLength(1);
  });

  it('says when the link expired or was used', async () => {
    renderPage('/confirmar-pedido/vencido', {
      api: {
        [CONFIRM]: () => Response.json({ code: 'VALIDATION', message: t.publicLinkInvalid }, { status: 400 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: t.confirmButton }));
    expect(await screen.findByText(t.publicLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.confirmButton })).toBeInTheDocument();
  });
});
