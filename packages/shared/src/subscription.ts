import { DAY_MS, TRIAL_DAYS } from './constants.ts';

// DESIGN §5: trial over and fee overdue are derived from timestamps at read time, never flipped by a job.

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

/** Which provider subscription notice of spec §4 to show, if any. */
export function subscriptionNotice(l: Pick<Lifecycle, 'free' | 'cuotaVencida'>): SubscriptionNotice | null {
  if (l.free === true) return 'trial';
  if (l.free === false) return 'trialExpired';
  if (l.cuotaVencida) return 'membershipExpired';
  return null;
}
