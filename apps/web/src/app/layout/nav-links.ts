import type { AdminWaiting } from '@servihogar/shared/admin-waiting';
import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { UserInfo } from '@servihogar/shared/user-info';

/** What waits behind a link (issue 48): how many, and what they are in words (for screen readers). */
export type NavCount = { count: number; text: string };

/**
 * `profile` marks the 'Mi Perfil' link, which also shows the account's photo and name; `waiting`
 * the admin's links with something to do.
 */
export type NavItem =
  | { label: string; to: string; profile?: true; waiting?: NavCount }
  | { label: string; action: 'signOut' };

const waitingOf = (count: number | undefined, text: string): { waiting?: NavCount } =>
  count ? { waiting: { count, text: fillMessage(text, { cantidad: String(count) }) } } : {};

/** Who is signed in, as the header shows it next to 'Mi Perfil'. */
export type NavAccount = { name: string; photo: string | null };

/** Spec §2 'Layout': the header links for the roles in the token (an admin's with what waits). */
export function navItems(user: UserInfo, waiting?: AdminWaiting): NavItem[] {
  const { roles } = user;
  const isAdmin = roles.includes('Admin');
  const isProvider = roles.includes('Prestador');
  const items: NavItem[] = [];
  if (!isAdmin && !isProvider) items.push({ label: msg.pages.uneteANosotros, to: '/workWithUs' });
  if (isAdmin) {
    const t = msg.adminWaiting;
    items.push({
      label: msg.pages.adminPanel,
      to: '/dash/professionalsRegistered',
      ...waitingOf(waiting?.awaitingAlta, t.awaitingAltaLabel),
    });
    items.push({
      label: msg.pages.subscriptions,
      to: '/dash/pendingPayments',
      ...waitingOf(waiting?.pendingProofs, t.pendingProofsLabel),
    });
  } else if (isProvider) {
    items.push({ label: msg.pages.myProfile, to: '/dash/miPerfil', profile: true });
    // Issue 26: the requests clients sent.
    items.push({ label: msg.pages.requests, to: '/dash/pedidos' });
    // Issue 28: what the profile brings in.
    items.push({ label: msg.pages.myActivity, to: '/dash/miActividad' });
  } else if (roles.includes('Cliente'))
    items.push({ label: msg.pages.myProfile, to: '/dash/perfil', profile: true });
  // Issue 16: a client's saved professionals (a provider that is also a client keeps its list).
  if (!isAdmin && roles.includes('Cliente'))
    items.push({ label: msg.favourites.title, to: '/dash/guardados' });
  // The redactor's work lives on its panel (not named by product §2's header list).
  if (roles.includes('Redactor')) items.push({ label: msg.pages.redactorPanel, to: '/dash/redactorsLogin' });

  if (roles.length > 0) items.push({ label: msg.pages.signOut, action: 'signOut' });
  else {
    items.push({ label: msg.pages.signUp, to: '/signup' });
    items.push({ label: msg.pages.signIn, to: '/login' });
  }
  return items;
}

const NO_FOOTER = new Set([
  '/signup',
  '/signin',
  '/login',
  '/workWithUs',
  '/login/missPassword',
  '/signin/missPasswordPrest',
  '/signinRedactor/missPasswordRedactor',
]);

export function isFooterHidden(pathname: string): boolean {
  return NO_FOOTER.has(pathname.replace(/\/+$/, '') || '/');
}

/** True when the header has a 'Mi Perfil' link (clients and providers, not admins). */
export function hasProfileLink(items: NavItem[]): boolean {
  return items.some((item) => 'to' in item && item.profile === true);
}
