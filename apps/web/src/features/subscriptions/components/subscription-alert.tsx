import { RESTORE_PAID_PLAN_ID } from '@servihogar/shared/constants';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { awaitingAlta, subscriptionNotice } from '@servihogar/shared/subscription-lifecycle';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hasRole, useSessionUser } from '@/lib/session.tsx';
import { useMySubscriptions } from '../api/get-my-subscriptions.ts';
import { useProfessionalStatus } from '../api/get-professional-status.ts';
import { type PlanState, plansFor } from '../plans.ts';

const LINK = 'inline-flex min-h-11 items-center font-semibold underline';

const TONES = {
  info: 'bg-sky-50 text-sky-950 ring-sky-300',
  warning: 'bg-yellow-50 text-yellow-950 ring-yellow-300',
  error: 'bg-red-50 text-red-900 ring-red-300',
};

function Notice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-testid="subscription-alert"
      className={clsx('mb-4 flex flex-wrap items-center gap-x-3 rounded-lg px-4 py-2 ring-1', TONES[tone])}
    >
      {children}
    </div>
  );
}

function daysLeftText(days: number | null): string | null {
  if (days === null || days < 1) return null;
  return days === 1
    ? msg.labels.trialOneDayLeft
    : fillMessage(msg.labels.trialDaysLeft, { dias: String(days) });
}

/**
 * Spec §4 'Provider subscription': under the header, for providers only (not admins), from
 * getInfoProfessional: the trial (yellow), the trial over or the membership overdue (red); before
 * all of them, while the account waits for its alta, what happens next (issue 29).
 */
export function SubscriptionAlert() {
  const user = useSessionUser();
  const isProvider = hasRole(user, 'Prestador') && !hasRole(user, 'Admin');
  const status = useProfessionalStatus(isProvider ? user.email : '');
  const notice = isProvider && status.data ? subscriptionNotice(status.data) : null;
  // 'Puedes abonar aquí' pays again the plan last approved, so the payment page opens ready.
  const mine = useMySubscriptions({ enabled: notice === 'membershipExpired' });

  if (isProvider && status.data && awaitingAlta(status.data)) {
    return (
      <Notice tone="info">
        <div className="py-1">
          <p className="font-semibold">{msg.labels.pendingAltaTitle}</p>
          <p className="mt-1">{msg.labels.pendingAltaReview}</p>
          <p className="mt-1">{msg.labels.pendingAltaTrial}</p>
        </div>
      </Notice>
    );
  }
  if (notice === 'trial') {
    const left = daysLeftText(status.data?.trialDaysLeft ?? null);
    return (
      <Notice tone="warning">
        <p className="font-medium">
          {msg.labels.trialNotice}
          {left && ` ${left}`}
        </p>
        <Link to="/dash/licenseTypes" className={clsx(LINK, 'text-yellow-950')}>
          {msg.labels.trialNoticeLink}
        </Link>
      </Notice>
    );
  }
  if (notice === 'trialExpired') {
    return (
      <Notice tone="error">
        <p className="font-medium">{msg.labels.trialExpiredNotice}</p>
        <Link to="/dash/licenseTypes" className={clsx(LINK, 'text-red-900')}>
          {msg.labels.choosePlan}
        </Link>
      </Notice>
    );
  }
  if (notice === 'membershipExpired') {
    const allowed = plansFor(user.roles).map((p) => p.id);
    const last = mine.data?.find(
      (s) => s.paymentStatus === 'confirmed' && allowed.includes(s.subscriptionPlan),
    );
    const state: PlanState = { planId: last?.subscriptionPlan ?? RESTORE_PAID_PLAN_ID };
    return (
      <Notice tone="error">
        <p className="font-medium">{msg.labels.membershipExpiredNotice}</p>
        <Link to="/dash/licenseSelection" state={state} className={clsx(LINK, 'text-red-900')}>
          {msg.labels.payHere}
        </Link>
      </Notice>
    );
  }
  return null;
}
