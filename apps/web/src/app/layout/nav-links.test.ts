import { EMPTY_USER_INFO, type UserInfo } from '@servihogar/shared/user-info';
import { describe, expect, it } from 'vitest';
import { isFooterHidden, navItems } from './nav-links.ts';

const as = (roles: UserInfo['roles']): UserInfo => ({ ...EMPTY_USER_INFO, roles });
const labels = (user: UserInfo) => navItems(user).map((i) => ('to' in i ? `${i.label} ${i.to}` : i.label));

describe('navItems', () => {
  it.each([
    [
      'offers joining, sign-up and sign-in to anonymous visitors',
      EMPTY_USER_INFO,
      ['Unete a nosotros /workWithUs', 'Registrarse /signup', 'Iniciar Sesión /login'],
    ],
    [
      'gives clients their profile and sign-out',
      as(['Cliente']),
      [
        'Unete a nosotros /workWithUs',
        'Mi Perfil /dash/perfil',
        'Guardados /dash/guardados',
        'Cerrar Sesión',
      ],
    ],
    [
      'gives providers (also clients) the provider profile',
      as(['Prestador', 'Cliente']),
      [
        'Mi Perfil /dash/miPerfil',
        'Pedidos /dash/pedidos',
        'Mi actividad /dash/miActividad',
        'Guardados /dash/guardados',
        'Cerrar Sesión',
      ],
    ],
    [
      'gives admins the admin panel and subscriptions',
      as(['Admin']),
      [
        'Panel de Administrador /dash/professionalsRegistered',
        'Suscripciones /dash/pendingPayments',
        'Cerrar Sesión',
      ],
    ],
    [
      'gives redactors a link to their panel',
      as(['Redactor']),
      ['Unete a nosotros /workWithUs', 'Panel de Redactor /dash/redactorsLogin', 'Cerrar Sesión'],
    ],
  ])('%s', (_, user, expected) => {
    expect(labels(user)).toEqual(expected);
  });
});

describe('navItems with what waits for an admin (issue 48)', () => {
  it('puts the counts on Panel de Administrador and Suscripciones, none when nothing waits', () => {
    const items = navItems(as(['Admin']), { awaitingAlta: 2, pendingProofs: 1 });
    expect(items.slice(0, 2)).toEqual([
      expect.objectContaining({ waiting: { count: 2, text: 'esperando alta: 2' } }),
      expect.objectContaining({ waiting: { count: 1, text: 'comprobantes por revisar: 1' } }),
    ]);
    const none = navItems(as(['Admin']), { awaitingAlta: 0, pendingProofs: 0 });
    expect(none.some((i) => 'waiting' in i)).toBe(false);
  });
});

describe('isFooterHidden', () => {
  it('hides the footer on the sign-in, sign-up and recovery routes only', () => {
    for (const path of ['/signup', '/signin', '/login', '/workWithUs', '/login/missPassword']) {
      expect(isFooterHidden(path)).toBe(true);
    }
    expect(isFooterHidden('/signin/missPasswordPrest')).toBe(true);
    expect(isFooterHidden('/signinRedactor/missPasswordRedactor/')).toBe(true);
    expect(isFooterHidden('/')).toBe(false);
    expect(isFooterHidden('/signinRedactor')).toBe(false);
    expect(isFooterHidden('/politicas')).toBe(false);
  });
});
