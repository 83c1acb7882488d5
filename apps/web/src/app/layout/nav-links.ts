import * as msg from '@servihogar/shared/messages';
import type { UserInfo } from '@servihogar/shared/user-info';

/** What waits for an admin behind a link (issue 48): its count is shown next to it. */
export type NavWaiting = 'awaitingAlta' | 'pendingProofs';

/**
 * `profile` marks the 'Mi Perfil' link, which also shows the account's photo and name; `waiting`
 * an admin's link with a count of what waits behind it; `unread` a link with the person's unread
 * messages (issue 42).
 */
export type NavItem =
  | { label: string; to: string; profile?: true; waiting?: NavWaiting; unread?: true }
  | { label: string; action: 'signOut' };

/** Who is signed in, as the header shows it next to 'Mi Perfil'. */
export type NavAccount = { name: string; photo: string | null };

/** Spec §2 'Layout': the header links for the roles in the token. */
export function navItems(user: UserInfo): NavItem[] {
  const { roles } = user;
  const isAdmin = roles.includes('Admin');
  const isProvider = roles.includes('Prestador');
  const items: NavItem[] = [];
  if (!isAdmin && !isProvider) items.push({ label: msg.pages.uneteANosotros, to: '/workWithUs' });
  if (isAdmin) {
    items.push({ label: msg.pages.adminPanel, to: '/dash/professionalsRegistered', waiting: 'awaitingAlta' });
    items.push({ label: msg.pages.subscriptions, to: '/dash/pendingPayments', waiting: 'pendingProofs' });
  } else if (isProvider) {
    items.push({ label: msg.pages.myProfile, to: '/dash/miPerfil', profile: true });
    // Issue 26: the requests clients sent.
    items.push({ label: msg.pages.requests, to: '/dash/pedidos', unread: true });
    // Issue 28: what the profile brings in.
    items.push({ label: msg.pages.myActivity, to: '/dash/miActividad' });
  } else if (roles.includes('Cliente'))
    items.push({ label: msg.pages.myProfile, to: '/dash/perfil', profile: true });
  if (!isAdmin && roles.includes('Cliente')) {
    // Issue 48: the requests the client sent, and their answers.
    items.push({
      label: msg.pages.mySolicitudes,
      to: '/dash/misSolicitudes',
      ...(isProvider ? {} : { unread: true as const }),
    });
    // Issue 16: a client's saved professionals (a provider that is also a client keeps its list).
    items.push({ label: msg.favourites.title, to: '/dash/guardados' });
  }
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
