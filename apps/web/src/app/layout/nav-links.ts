import { msg } from '@servihogar/shared/messages';
import type { UserInfo } from '@servihogar/shared/user-info';

export type NavItem = { label: string; to: string } | { label: string; action: 'signOut' };

/** Spec §2 'Layout': the header links for the roles in the token. */
export function navItems(user: UserInfo): NavItem[] {
  const { roles } = user;
  const isAdmin = roles.includes('Admin');
  const isProvider = roles.includes('Prestador');
  const items: NavItem[] = [];
  if (!isAdmin && !isProvider) items.push({ label: msg.pages.uneteANosotros, to: '/workWithUs' });
  if (isAdmin) {
    items.push({ label: msg.pages.adminPanel, to: '/dash/professionalsRegistered' });
    items.push({ label: msg.pages.subscriptions, to: '/dash/pendingPayments' });
  } else if (isProvider) items.push({ label: msg.pages.myProfile, to: '/dash/miPerfil' });
  else if (roles.includes('Cliente')) items.push({ label: msg.pages.myProfile, to: '/dash/perfil' });

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
