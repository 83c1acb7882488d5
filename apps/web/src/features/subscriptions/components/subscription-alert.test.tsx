import type { Role } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import type { ProfessionalSubscriptionStatus } from '@servihogar/shared/subscriptions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render-route.tsx';
import { aSubscription } from '@/test/subscription-fixture.ts';
import { subscriptionKeys } from '../api/keys.ts';

const STATUS_PATH = '/auth/getInfoProfessional/ana%40example.com';

const status = (over: Partial<ProfessionalSubscriptionStatus>): ProfessionalSubscriptionStatus => ({
  free: null,
  cuotaVencida: false,
  altaUsuario: true,
  trialEndsAt: null,
  trialDaysLeft: null,
  paidUntil: null,
  ...over,
});

function show(s: ProfessionalSubscriptionStatus, roles: Role[] = ['Prestador'], extra = {}) {
  return renderPage('/politicas', { roles, api: { [STATUS_PATH]: () => s, ...extra } });
}

const alertBox = () => screen.findByTestId('subscription-alert');

describe('provider subscription alert (product §4)', () => {
  it('shows the yellow trial notice with the days left and a link to the plans', async () => {
    show(status({ free: true, trialDaysLeft: 5, trialEndsAt: '2026-11-28T12:00:00.000Z' }));
    const box = await alertBox();
    expect(box).toHaveAttribute('role', 'status');
    expect(box).toHaveClass('bg-yellow-50');
    expect(box).toHaveTextContent(`${msg.labels.trialNotice} Te quedan 5 días de prueba.`);
    expect(screen.getByRole('link', { name: msg.labels.trialNoticeLink })).toHaveAttribute(
      'href',
      '/dash/licenseTypes',
    );
  });

  it('explains "Pendiente de alta" before the alta: what is checked, how long, that the 7 days start then (issue 29)', async () => {
    show(status({ altaUsuario: false }));
    const box = await alertBox();
    expect(box).toHaveAttribute('role', 'status');
    for (const line of [
      msg.labels.pendingAltaTitle,
      msg.labels.pendingAltaReview,
      msg.labels.pendingAltaTrial,
    ]) {
      expect(box).toHaveTextContent(line);
    }
  });

  it('says nothing of the alta to a professional suspended after it (the trial had started)', async () => {
    show(
      status({ altaUsuario: false, free: true, trialEndsAt: '2026-11-28T12:00:00.000Z', trialDaysLeft: 3 }),
    );
    expect(await alertBox()).not.toHaveTextContent(msg.labels.pendingAltaTitle);
  });

  it('says when only one day is left', async () => {
    show(status({ free: true, trialDaysLeft: 1 }));
    expect(await alertBox()).toHaveTextContent(msg.labels.trialOneDayLeft);
  });

  it('shows the red trial-over notice with a link to the plans', async () => {
    show(status({ free: false }));
    const box = await alertBox();
    expect(box).toHaveAttribute('role', 'alert');
    expect(box).toHaveClass('bg-red-50');
    expect(box).toHaveTextContent(msg.labels.trialExpiredNotice);
    expect(screen.getByRole('link', { name: msg.labels.choosePlan })).toHaveAttribute(
      'href',
      '/dash/licenseTypes',
    );
  });

  it('shows the red membership notice whose link pays the last plan again', async () => {
    const last = aSubscription({
      subscriptionPlan: 'trimestral',
      paymentStatus: 'confirmed',
      type: 'professional',
    });
    const { router, client } = show(
      status({ free: null, cuotaVencida: true, paidUntil: '2026-10-01T00:00:00.000Z' }),
      ['Prestador'],
      { '/subscriptions/mine': () => [last] },
    );
    const box = await alertBox();
    expect(box).toHaveTextContent(msg.labels.membershipExpiredNotice);
    const link = screen.getByRole('link', { name: msg.labels.payHere });
    expect(link).toHaveAttribute('href', '/dash/licenseSelection');
    // The link carries the last plan once it is known.
    await waitFor(() => expect(client.getQueryState(subscriptionKeys.mine)?.status).toBe('success'));
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pago de suscripción' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ planId: 'trimestral' });
    expect(screen.getAllByText('Trimestral').length).toBeGreaterThan(0);
  });

  it('shows nothing for a paid provider up to date', async () => {
    const { client } = show(
      status({ free: null, cuotaVencida: false, paidUntil: '2027-01-01T00:00:00.000Z' }),
    );
    // The answer is in (and rendered) before asserting that no notice shows.
    await waitFor(() =>
      expect(client.getQueryCache().findAll({ queryKey: subscriptionKeys.statuses })[0]?.state.status).toBe(
        'success',
      ),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('subscription-alert')).not.toBeInTheDocument();
  });

  it('is not asked for admins nor clients', async () => {
    for (const roles of [['Admin'], ['Cliente']] as Role[][]) {
      const { fetchMock, unmount } = show(status({ free: false }), roles);
      await screen.findByRole('heading', { level: 1 });
      expect(fetchMock.mock.calls.some(([u]) => String(u) === STATUS_PATH)).toBe(false);
      expect(screen.queryByTestId('subscription-alert')).not.toBeInTheDocument();
      unmount();
    }
  });
});
