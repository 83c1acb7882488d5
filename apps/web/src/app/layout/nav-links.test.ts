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
      'gives clients their profile, their requests and sign-out',
      as(['Cliente']),
      [
        'Unete a nosotros /workWithUs',
        'Mi Perfil /dash/perfil',
        'Mis solicitudes /dash/misSolicitudes',
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
        'Mis solicitudes /dash/misSolicitudes',
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

it('marks the admin links that show what waits behind them (issue 48)', () => {
  const admin = navItems(as(['Admin'])).flatMap((i) => ('waiting' in i && i.waiting ? [i.waiting] : []));
  expect(admin).toEqual(['awaitingAlta', 'pendingProofs']);
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
