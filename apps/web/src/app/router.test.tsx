import type { Role } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderRoute, shellApi } from '../test/render-route.tsx';

beforeEach(() => {
  mockApi(shellApi);
});
describe('routes of product §2', () => {
  it.each([
    ['/login', 'Iniciar Sesión', []],
    ['/login/missPassword', 'Recuperar contraseña', []],
    ['/signin', 'Ingreso de Prestadores', []],
    ['/signin/missPasswordPrest', 'Recuperar contraseña', []],
    ['/signinRedactor', 'Ingreso de Redactores', []],
    ['/signinRedactor/missPasswordRedactor', 'Recuperar contraseña', []],
    ['/signup', 'Registrarse', []],
    ['/workWithUs', 'Unete a nosotros', []],
    ['/dash/perfil', 'Mi Perfil', ['Cliente']],
    ['/dash/miPerfil', 'Mi Perfil', ['Prestador']],
    ['/dash/editProfessional/1', 'Editar profesional', ['Admin']],
    ['/dash/licenseTypes', 'Planes de suscripción', ['Cliente']],
    ['/dash/professionalsRegistered', 'Profesionales registrados', ['Admin']],
    ['/dash/pendingPayments', 'Subscripciones', ['Admin']],
    ['/dash/auditLog', 'Registro de auditoría', ['Admin']],
    ['/consumerComplaints', 'Portal de Denuncias y Reclamos', []],
    ['/dash/consumerComplaintsManagement', 'Gestión de denuncias', ['Admin']],
    ['/dash/misDenuncias', 'Mis denuncias', ['Prestador']],
    ['/dash/redactorsLogin', 'Panel de Redactor', ['Redactor']],
    ['/dash/redactorsLogin', 'Panel de Redactor', ['Admin']],
    ['/dash/redactorsLogin/categorias', 'Panel de Redactor', ['Redactor']],
  ] as [string, string, Role[]][])('%s shows its screen', async (path, title, roles) => {
    renderRoute(path, { roles });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows the not-found page with a way home', async () => {
    renderRoute('/no-existe');
    expect(await screen.findByRole('heading', { name: msg.pages.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: msg.pages.backHome })).toHaveAttribute('href', '/');
  });

  it('shows the restricted page', async () => {
    renderRoute('/restricted');
    expect(await screen.findByRole('heading', { name: msg.pages.restricted })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: msg.pages.backHome })).toHaveAttribute('href', '/');
  });

  it('shows the privacy policy with the GeoNames credit', async () => {
    renderRoute('/politicas');
    expect(await screen.findByRole('heading', { level: 1, name: msg.pages.privacy })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GeoNames' })).toBeInTheDocument();
  });

  it('shows the ads directory with its empty text', async () => {
    renderRoute('/banners/vertical');
    expect(await screen.findByRole('heading', { name: msg.pages.adsDirectory })).toBeInTheDocument();
    expect(await screen.findByText(msg.pages.noAds)).toBeInTheDocument();
  });
});

describe('layout', () => {
  it('shows the anonymous header links, Beta and the footer', async () => {
    renderRoute('/politicas');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(nav).toHaveTextContent('Unete a nosotros');
    expect(nav).toHaveTextContent('Registrarse');
    expect(nav).toHaveTextContent('Iniciar Sesión');
    expect(screen.getByText('Beta')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Tucuman, Argentina');
  });

  it('shows admin links to an admin', async () => {
    renderRoute('/politicas', { roles: ['Admin'] });
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(nav).toHaveTextContent('Panel de Administrador');
    expect(nav).toHaveTextContent('Suscripciones');
    expect(nav).toHaveTextContent('Cerrar Sesión');
  });

  it('shows an admin how many registrations and proofs wait, on those two links (issue 48)', async () => {
    mockApi({ ...shellApi, '/admin/waiting': () => ({ awaitingAlta: 3, pendingProofs: 1 }) });
    renderRoute('/politicas', { roles: ['Admin'] });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    const panel = await within(nav).findByRole('link', { name: /esperando alta: 3/ });
    expect(panel).toHaveAccessibleName('Panel de Administrador (esperando alta: 3)');
    expect(within(nav).getByRole('link', { name: /Suscripciones/ })).toHaveAccessibleName(
      'Suscripciones (comprobantes por revisar: 1)',
    );
    expect(panel).toHaveTextContent('3');
  });

  // Signed-in visitors leave the sign-in pages at once, so a visitor shows them.
  it('hides the footer on /login', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar Sesión' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('renders the breadcrumb from the path', async () => {
    renderRoute('/dash/perfil', { roles: ['Cliente'] });
    const crumbs = await screen.findByRole('navigation', { name: 'Ruta de navegación' });
    expect(crumbs).toHaveTextContent('Inicio/Mi Perfil');
  });
});
