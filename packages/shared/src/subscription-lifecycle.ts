import { DAY_MS, TRIAL_DAYS, TRIAL_REMINDER_DAYS_BEFORE } from './constants.ts';

// product §10: trial over and fee overdue are derived from timestamps at read time, never flipped by a job.

export type LifecycleInput = {
  altaUsuario: boolean;
  trialStartedAt: Date | null;
  /** Admin 'Suspender Free' override. */
  freeSuspended: boolean;
  /** End of the paid period; set once any subscription was approved. */
  paidUntil: Date | null;
};

export type Lifecycle = {
  free: boolean | null;
  cuotaVencida: boolean;
  listed: boolean;
  trialEndsAt: Date | null;
  trialDaysLeft: number | null;
};

export type SubscriptionNotice = 'trial' | 'trialExpired' | 'membershipExpired';

export function deriveLifecycle(p: LifecycleInput, now: Date): Lifecycle {
  let free: boolean | null = null;
  let cuotaVencida = false;
  let trialEndsAt: Date | null = null;

  if (p.paidUntil) {
    cuotaVencida = now.getTime() >= p.paidUntil.getTime();
  } else if (p.freeSuspended) {
    free = false;
  } else if (p.trialStartedAt) {
    trialEndsAt = new Date(p.trialStartedAt.getTime() + TRIAL_DAYS * DAY_MS);
    free = now.getTime() < trialEndsAt.getTime();
  }

  const listed =
    p.altaUsuario && !cuotaVencida && free !== false && (p.trialStartedAt !== null || p.paidUntil !== null);
  const trialDaysLeft =
    free === true && trialEndsAt ? Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS) : null;

  return { free, cuotaVencida, listed, trialEndsAt, trialDaysLeft };
}

/**
 * A professional who registered and was never given alta (no trial, never paid): nothing of §4
 * applies yet, so the notice explains the wait instead (issue 29).
 */
export function awaitingAlta(
  s: Pick<LifecycleInput, 'altaUsuario'> & { trialEndsAt: unknown; paidUntil: unknown },
): boolean {
  return !s.altaUsuario && s.trialEndsAt === null && s.paidUntil === null;
}

/** Which provider subscription notice of product §4 to show, if any. */
export function subscriptionNotice(l: Pick<Lifecycle, 'free' | 'cuotaVencida'>): SubscriptionNotice | null {
  if (l.free === true) return 'trial';
  if (l.free === false) return 'trialExpired';
  if (l.cuotaVencida) return 'membershipExpired';
  return null;
}

/** `bajaAt`: after a 'Botón de baja' nothing invites to renew (shared/subscription-rights.ts). */
export type ReminderInput = LifecycleInput & { trialReminderSentAt: Date | null; bajaAt?: Date | null };

/**
 * Whether the 'trial ends soon' e-mail is due: an active professional still in the free trial,
 * within TRIAL_REMINDER_DAYS_BEFORE of its end, not yet reminded for this trial (a reminder sent
 * before the current trial started belongs to an earlier one). Must agree with `reminderDueCondition`
 * in the API.
 */
export function trialReminderDue(p: ReminderInput, now: Date): boolean {
  const l = deriveLifecycle(p, now);
  if (p.bajaAt) return false;
  if (!p.altaUsuario || l.free !== true || !l.trialEndsAt || !p.trialStartedAt) return false;
  const windowStart = l.trialEndsAt.getTime() - TRIAL_REMINDER_DAYS_BEFORE * DAY_MS;
  const reminded =
    p.trialReminderSentAt !== null && p.trialReminderSentAt.getTime() >= p.trialStartedAt.getTime();
  return now.getTime() >= windowStart && !reminded;
}

/**
 * When a payment made at `at` starts its days: at the end of a free trial still running (no trial
 * day is lost, issue 48), else at `at`.
 */
export function paidPeriodStart(p: LifecycleInput, at: Date): Date {
  const { free, trialEndsAt } = deriveLifecycle(p, at);
  return free === true && trialEndsAt ? trialEndsAt : at;
}

/**
 * The end of the paid period after paying `days` more: counted from the current end when it is
 * still ahead (nothing paid is lost), else from now (an overdue gap is not charged).
 */
export function extendPaidUntil(current: Date | null, now: Date, days: number): Date {
  const from = current && current.getTime() > now.getTime() ? current : now;
  return new Date(from.getTime() + days * DAY_MS);
}
