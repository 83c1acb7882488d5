import { EMPTY_USER_INFO, type UserInfo } from '@servihogar/shared/user-info';
import { describe, expect, it } from 'vitest';
import { isFooterHidden, navItems } from './nav-links.ts';

const as = (roles: UserInfo['roles']): UserInfo => ({ ...EMPTY_USER_INFO, roles });
const labels = (user: UserInfo) => navItems(user).map((i) => ('to' in i ? `${i.label} ${i.to}` : i.label));

describe('navItems', () => {
  it('offers joining, sign-up and sign-in to anonymous visitors', () => {
    expect(labels(EMPTY_USER_INFO)).toEqual([
      'Unete a nosotros /workWithUs',
      'Registrarse /signup',
      'Iniciar Sesión /login',
    ]);
  });

  it('gives clients their profile and sign-out', () => {
    expect(labels(as(['Cliente']))).toEqual([
      'Unete a nosotros /workWithUs',
      'Mi Perfil /dash/perfil',
      'Guardados /dash/guardados',
      'Cerrar Sesión',
    ]);
  });

  it('gives providers (also clients) the provider profile', () => {
    expect(labels(as(['Prestador', 'Cliente']))).toEqual([
      'Mi Perfil /dash/miPerfil',
      'Pedidos /dash/pedidos',
      'Mi actividad /dash/miActividad',
      'Guardados /dash/guardados',
      'Cerrar Sesión',
    ]);
  });

  it('gives admins the admin panel and subscriptions', () => {
    expect(labels(as(['Admin']))).toEqual([
      'Panel de Administrador /dash/professionalsRegistered',
      'Suscripciones /dash/pendingPayments',
      'Cerrar Sesión',
    ]);
  });

  it('gives redactors a link to their panel', () => {
    expect(labels(as(['Redactor']))).toEqual([
      'Unete a nosotros /workWithUs',
      'Panel de Redactor /dash/redactorsLogin',
      'Cerrar Sesión',
    ]);
  });
});

describe('isFooterHidden', () => {
  it('hides the footer on the sign-in, sign-up and recovery routes only', () => {
    for (const path of [
      '/signup',
      '/signin',
      '/login',
      '/workWithUs',
      '/login/missPassword',
      '/signin/missPasswordPrest',
    ]) {
      expect(isFooterHidden(path)).toBe(true);
    }
    expect(isFooterHidden('/signinRedactor/missPasswordRedactor/')).toBe(true);
    expect(isFooterHidden('/')).toBe(false);
    expect(isFooterHidden('/signinRedactor')).toBe(false);
    expect(isFooterHidden('/politicas')).toBe(false);
  });
});
