import { msg } from '@servihogar/shared/messages';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ComingSoon } from '../components/coming-soon.tsx';
import { PageSpinner } from '../components/spinner.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { MaintenancePage } from './pages/maintenance-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RestrictedPage } from './pages/restricted-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { SEGMENT_LABELS } from './route-labels.ts';

/** A screen a later issue builds (spec §2): its title only, no pretend content. */
const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoon title={title} /> });
const L = SEGMENT_LABELS;
const RECOVERY = 'Recuperar contraseña';
const PROFILE = 'Perfil del profesional';

// Every route of spec §2. Real pages are code-split so the first load stays small.
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSpinner,
    children: [
      {
        index: true,
        lazy: () => import('../features/home/pages/home-page.tsx').then((m) => ({ Component: m.HomePage })),
      },
      soon('login', L.login!),
      soon('login/missPassword', RECOVERY),
      soon('signin', L.signin!),
      soon('signin/missPasswordPrest', RECOVERY),
      soon('signinRedactor', L.signinRedactor!),
      soon('signinRedactor/missPasswordRedactor', RECOVERY),
      soon('signup', L.signup!),
      soon('workWithUs', L.workWithUs!),
      {
        path: 'politicas',
        lazy: () =>
          import('../features/legal/pages/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
      },
      soon('consumerComplaints', L.consumerComplaints!),
      {
        path: 'banners/:type',
        lazy: () =>
          import('../features/ads/pages/ads-directory-page.tsx').then((m) => ({
            Component: m.AdsDirectoryPage,
          })),
      },
      { path: 'restricted', Component: RestrictedPage },
      {
        path: 'dash',
        children: [
          soon('perfil', L.perfil!),
          soon('miPerfil', L.miPerfil!),
          soon('licenseTypes', L.licenseTypes!),
          soon('licenseSelection', L.licenseSelection!),
          soon('professionalsRegistered', L.professionalsRegistered!),
          soon('consumerComplaintsManagement', L.consumerComplaintsManagement!),
          soon('usersRegistered', L.usersRegistered!),
          soon('pendingPayments', msg.subscriptionsAdmin.title),
          soon('editProfessional/:id', L.editProfessional!),
          soon('redactorsSignUp', L.redactorsSignUp!),
          soon('redactorsLogin', L.redactorsLogin!),
          {
            path: 'professionals/:alt',
            lazy: () =>
              import('../features/professionals/pages/professionals-by-category-page.tsx').then((m) => ({
                Component: m.ProfessionalsByCategoryPage,
              })),
          },
          soon('professionals/:alt/:id', PROFILE),
          soon('professionals/:alt/:id/:idSoli/calificacion', 'Calificar el servicio'),
          soon('professionals/details/:id', PROFILE),
          soon('misSolicitudes', L.misSolicitudes!),
          soon('auditLog', L.auditLog!),
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];

/** In maintenance mode (runtime config) every path shows the maintenance page. */
const maintenanceRoutes: RouteObject[] = [{ path: '*', Component: MaintenancePage }];

export function createAppRouter({ maintenance }: { maintenance: boolean }) {
  return createBrowserRouter(maintenance ? maintenanceRoutes : appRoutes);
}
