import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';

const c = msg.confirmLinks;
const CONFIRM = '/subscriptions/rights-requests/confirm';
const posted = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith(CONFIRM));

describe('/confirmar-pedido/{token}', () => {
  it('confirms only on the button (a mail scanner opening the link does nothing), then shows the result and code', async () => {
    const { fetchMock } = renderPage('/confirmar-pedido/abc123', {
      api: {
        [CONFIRM]: (_url, init) => {
          expect(JSON.parse(String(init?.body))).toEqual({ token: 'abc123' });
          return { code: 'BAJ-2026-00000001', kind: 'baja', message: c.rightsOutcomes.baja };
        },
      },
    });
    const confirm = await screen.findByRole('button', { name: c.rightsButton });
    expect(posted(fetchMock)).toHaveLength(0);
    await userEvent.click(confirm);
    expect(await screen.findByText(c.rightsOutcomes.baja)).toBeInTheDocument();
    expect(screen.getByText(fillMessage(c.rightsCode, { codigo: 'BAJ-2026-00000001' }))).toBeInTheDocument();
    expect(posted(fetchMock)).toHaveLength(1);
  });

  it('says when the link expired or was used', async () => {
    renderPage('/confirmar-pedido/vencido', {
      api: {
        [CONFIRM]: () => Response.json({ code: 'VALIDATION', message: c.rightsLinkInvalid }, { status: 400 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: c.rightsButton }));
    expect(await screen.findByText(c.rightsLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: c.rightsButton })).toBeInTheDocument();
  });
});
