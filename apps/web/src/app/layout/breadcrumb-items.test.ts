import { describe, expect, it } from 'vitest';
import { type BreadcrumbContext, deriveBreadcrumb, professionalIdInPath } from './breadcrumb-items.ts';

const labels: Record<string, string> = { plomero: 'Plomero', ninera: 'Niñera' };
const ctx: BreadcrumbContext = { isAdmin: false, categoryLabel: (slug) => labels[slug] };
const admin: BreadcrumbContext = { ...ctx, isAdmin: true };
const INICIO = { label: 'Inicio', to: '/' };
const PROFESIONALES = { label: 'Profesionales', to: '/#categorias' };

describe('deriveBreadcrumb', () => {
  it('is hidden on / and on /dash/editProfessional', () => {
    expect(deriveBreadcrumb('/', ctx)).toEqual([]);
    expect(deriveBreadcrumb('/dash/editProfessional/42', admin)).toEqual([]);
  });

  it('names a path that matched no route, and never shows the e-mailed token', () => {
    expect(deriveBreadcrumb('/dash/no-existe', { ...ctx, notFound: true })).toEqual([
      INICIO,
      { label: 'Página no encontrada' },
    ]);
    expect(deriveBreadcrumb('/verificar/abc123', ctx)).toEqual([INICIO, { label: 'Verificar cuenta' }]);
    // Nor a request's id: Mis solicitudes, then its employer tools (issue 46).
    expect(deriveBreadcrumb('/dash/misSolicitudes/9f5ada3d/empleador', ctx)).toEqual([
      INICIO,
      { label: 'Mis solicitudes', to: '/dash/misSolicitudes' },
      { label: 'Herramientas de empleador' },
    ]);
  });

  it('starts with Inicio, hides dash and leaves the current page unlinked', () => {
    expect(deriveBreadcrumb('/dash/perfil', ctx)).toEqual([INICIO, { label: 'Mi Perfil' }]);
  });

  it('links professionals to the home categories for non-admins and to the admin list for admins', () => {
    expect(deriveBreadcrumb('/dash/professionals/plomero', ctx)).toEqual([
      INICIO,
      PROFESIONALES,
      { label: 'Plomero' },
    ]);
    expect(deriveBreadcrumb('/dash/professionals/ninera', admin)[1]).toEqual({
      label: 'Profesionales',
      to: '/dash/professionalsRegistered',
    });
  });

  it("shows the professional's name, and skips the request id on the rating page", () => {
    const named = { ...ctx, professionalName: 'Ana Pérez' };
    expect(deriveBreadcrumb('/dash/professionals/plomero/p1/s9/calificacion', named)).toEqual([
      INICIO,
      PROFESIONALES,
      { label: 'Plomero', to: '/dash/professionals/plomero' },
      { label: 'Ana Pérez', to: '/dash/professionals/plomero/p1' },
      { label: 'Calificación' },
    ]);
  });

  it('skips "details" and falls back to a generic label until the name is known', () => {
    expect(deriveBreadcrumb('/dash/professionals/details/p1', ctx)).toEqual([
      INICIO,
      PROFESIONALES,
      { label: 'Profesional' },
    ]);
  });

  it('links the banners crumb to /', () => {
    expect(deriveBreadcrumb('/banners/horizontal', ctx)).toEqual([
      INICIO,
      { label: 'Publicidades', to: '/' },
      { label: 'Banners horizontales' },
    ]);
  });

  it('maps public routes and unknown category slugs', () => {
    expect(deriveBreadcrumb('/login/missPassword', ctx)).toEqual([
      INICIO,
      { label: 'Iniciar Sesión', to: '/login' },
      { label: 'Recuperar contraseña' },
    ]);
    expect(deriveBreadcrumb('/dash/professionals/jardiner%C3%ADa', ctx).at(-1)).toEqual({
      label: 'jardinería',
    });
  });
});

describe('professionalIdInPath', () => {
  it('finds the id in provider paths only', () => {
    expect(professionalIdInPath('/dash/professionals/plomero/p1')).toBe('p1');
    expect(professionalIdInPath('/dash/professionals/details/p2')).toBe('p2');
    expect(professionalIdInPath('/dash/professionals/plomero')).toBeUndefined();
    expect(professionalIdInPath('/dash/perfil')).toBeUndefined();
  });
});
