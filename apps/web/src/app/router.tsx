import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/spinner.tsx';
import { RequireRole } from './guards/require-role.tsx';
import { RequireUser } from './guards/require-user.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { MaintenancePage } from './pages/maintenance-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RestrictedPage } from './pages/restricted-page.tsx';
import { RouteErrorPage } from './pages/route-error-page.tsx';
import { DASH_ROLES } from './route-roles.ts';

/** A /dash route behind the role guard of its spec §2 mapping. */
function forRoles(path: keyof typeof DASH_ROLES, route: Omit<RouteObject, 'path' | 'index'>): RouteObject {
  return {
    element: <RequireRole allowed={DASH_ROLES[path]} />,
    children: [{ ...route, path } as RouteObject],
  };
}

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
      {
        path: 'login',
        lazy: () => import('../features/auth/pages/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'signin',
        lazy: () =>
          import('../features/auth/pages/professional-login-page.tsx').then((m) => ({
            Component: m.ProfessionalLoginPage,
          })),
      },
      {
        path: 'signinRedactor',
        lazy: () =>
          import('../features/auth/pages/redactor-login-page.tsx').then((m) => ({
            Component: m.RedactorLoginPage,
          })),
      },
      {
        path: 'signup',
        lazy: () =>
          import('../features/auth/pages/signup-page.tsx').then((m) => ({ Component: m.SignupPage })),
      },
      {
        path: 'verificar/:token',
        lazy: () =>
          import('../features/auth/pages/verify-email-page.tsx').then((m) => ({
            Component: m.VerifyEmailPage,
          })),
      },
      // One page for the three kinds; it reads the kind from the path (spec §2).
      ...['login/missPassword', 'signin/missPasswordPrest', 'signinRedactor/missPasswordRedactor'].map(
        (path): RouteObject => ({
          path,
          lazy: () =>
            import('../features/auth/pages/recovery-page.tsx').then((m) => ({ Component: m.RecoveryPage })),
        }),
      ),
      {
        path: 'workWithUs',
        lazy: () =>
          import('../features/professionals/pages/work-with-us-page.tsx').then((m) => ({
            Component: m.WorkWithUsPage,
          })),
      },
      {
        path: 'politicas',
        lazy: () =>
          import('../features/legal/pages/privacy-page.tsx').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'consumerComplaints',
        lazy: () =>
          import('../features/complaints/pages/consumer-complaints-page.tsx').then((m) => ({
            Component: m.ConsumerComplaintsPage,
          })),
      },
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
        Component: RequireUser,
        children: [
          forRoles('perfil', {
            lazy: () => import('./pages/profile-route.tsx').then((m) => ({ Component: m.ProfileRoute })),
          }),
          forRoles('miPerfil', {
            lazy: () =>
              import('./pages/my-profile-route.tsx').then((m) => ({
                Component: m.MyProfileRoute,
              })),
          }),
          forRoles('licenseTypes', {
            lazy: () =>
              import('../features/subscriptions/pages/license-types-page.tsx').then((m) => ({
                Component: m.LicenseTypesPage,
              })),
          }),
          forRoles('licenseSelection', {
            lazy: () =>
              import('../features/subscriptions/pages/license-selection-page.tsx').then((m) => ({
                Component: m.LicenseSelectionPage,
              })),
          }),
          forRoles('professionalsRegistered', {
            lazy: () =>
              import('../features/professionals-admin/pages/professionals-registered-page.tsx').then((m) => ({
                Component: m.ProfessionalsRegisteredPage,
              })),
          }),
          forRoles('consumerComplaintsManagement', {
            lazy: () =>
              import('../features/complaints/pages/complaints-management-page.tsx').then((m) => ({
                Component: m.ComplaintsManagementPage,
              })),
          }),
          forRoles('usersRegistered', {
            lazy: () =>
              import('../features/users/pages/users-registered-page.tsx').then((m) => ({
                Component: m.UsersRegisteredPage,
              })),
          }),
          forRoles('pendingPayments', {
            lazy: () =>
              import('../features/subscriptions/pages/pending-payments-page.tsx').then((m) => ({
                Component: m.PendingPaymentsPage,
              })),
          }),
          forRoles('editProfessional/:id', {
            lazy: () =>
              import('../features/professionals/pages/edit-professional-page.tsx').then((m) => ({
                Component: m.EditProfessionalPage,
              })),
          }),
          forRoles('redactorsSignUp', {
            lazy: () =>
              import('../features/redactors/pages/redactors-signup-page.tsx').then((m) => ({
                Component: m.RedactorsSignUpPage,
              })),
          }),
          forRoles('redactorsLogin', {
            lazy: () =>
              import('../features/ads/pages/ads-manage-page.tsx').then((m) => ({
                Component: m.AdsManagePage,
              })),
          }),
          forRoles('redactorsLogin/categorias', {
            lazy: () =>
              import('../features/categories/pages/categories-manage-page.tsx').then((m) => ({
                Component: m.CategoriesManagePage,
              })),
          }),
          {
            path: 'professionals/:alt',
            lazy: () =>
              import('./pages/professionals-by-category-route.tsx').then((m) => ({
                Component: m.ProfessionalsByCategoryRoute,
              })),
          },
          ...['professionals/:alt/:id', 'professionals/details/:id'].map(
            (path): RouteObject => ({
              path,
              lazy: () =>
                import('./pages/professional-profile-route.tsx').then((m) => ({
                  Component: m.ProfessionalProfileRoute,
                })),
            }),
          ),
          {
            path: 'professionals/:alt/:id/:idSoli/calificacion',
            lazy: () =>
              import('../features/solicitudes/pages/rating-page.tsx').then((m) => ({
                Component: m.RatingPage,
              })),
          },
          forRoles('misSolicitudes', {
            lazy: () =>
              import('../features/solicitudes/pages/my-solicitudes-page.tsx').then((m) => ({
                Component: m.MySolicitudesPage,
              })),
          }),
          {
            // Any signed-in account may file complaints, so any may follow them.
            path: 'misDenuncias',
            lazy: () =>
              import('../features/complaints/pages/my-complaints-page.tsx').then((m) => ({
                Component: m.MyComplaintsPage,
              })),
          },
          forRoles('guardados', {
            lazy: () =>
              import('../features/favourites/pages/favourites-page.tsx').then((m) => ({
                Component: m.FavouritesPage,
              })),
          }),
          forRoles('verificacion', {
            lazy: () =>
              import('../features/verification/pages/verification-page.tsx').then((m) => ({
                Component: m.VerificationPage,
              })),
          }),
          forRoles('verificaciones', {
            lazy: () =>
              import('../features/verification/pages/verification-queue-page.tsx').then((m) => ({
                Component: m.VerificationQueuePage,
              })),
          }),
          forRoles('auditLog', {
            lazy: () =>
              import('../features/audit/pages/audit-log-page.tsx').then((m) => ({
                Component: m.AuditLogPage,
              })),
          }),
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
