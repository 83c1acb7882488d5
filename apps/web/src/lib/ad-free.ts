import { useAccountInfo } from './account-info.ts';
import { isSignedIn, useSessionUser } from './session.tsx';

/** Whether an approved Premium plan runs until after `now` (product §10: no advertising). */
export function isPremiumActive(premiumUntil: string | null | undefined, now = new Date()): boolean {
  return !!premiumUntil && new Date(premiumUntil) > now;
}

/**
 * A Premium client sees no banners and no pop-up. Signed in, the ads wait for the account info
 * so a Premium client never glimpses one; the server also answers Premium clients no ads.
 */
export function useAdFree(): boolean {
  const user = useSessionUser();
  const signedIn = isSignedIn(user);
  const info = useAccountInfo(signedIn ? user.email : '');
  if (!signedIn) return false;
  if (info.isPending) return true;
  return isPremiumActive(info.data?.premiumUntil);
}
