import { type ComponentType, lazy, type ReactElement } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { HomePage } from '../features/home/pages/home-page.tsx';
import { RequireRole } from './guards/require-role.tsx';
import { RequireUser } from './guards/require-user.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { MaintenancePage } from './pages/maintenance-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';
import { RestrictedPage } from './pages/restricted-page.tsx';
import { DASH_ROLES } from './route-roles.ts';

/** A /dash route behind the role guard of its product §2 mapping. */
function forRoles(path: keyof typeof DASH_ROLES, route: Omit<RouteObject, 'path' | 'index'>): RouteObject {
  return {
    element: <RequireRole allowed={DASH_ROLES[path]} />,
    children: [{ ...route, path } as RouteObject],
  };
}

const loaders = new WeakMap<ReactElement, () => Promise<unknown>>();

/** A code-split page: its code downloads the first time the route is shown (or preloadPage). */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactElement {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  const element = <Page />;
  loaders.set(element, load);
  return element;
}

// Every route of product §2. Real pages are code-split so the first load stays small.
const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      // Not code-split: the first page of most visits, sent prerendered by the server (issue 15).
      { index: true, element: <HomePage /> },
      {
        path: 'login',
        element: page(
          () => import('../features/auth/pages/login-page.tsx'),
          (m) => m.LoginPage,
        ),
      },
      {
        path: 'signin',
        element: page(
          () => import('../features/auth/pages/professional-login-page.tsx'),
          (m) => m.ProfessionalLoginPage,
        ),
      },
      {
        path: 'signinRedactor',
        element: page(
          () => import('../features/auth/pages/redactor-login-page.tsx'),
          (m) => m.RedactorLoginPage,
        ),
      },
      {
        path: 'signup',
        element: page(
          () => import('../features/auth/pages/signup-page.tsx'),
          (m) => m.SignupPage,
        ),
      },
      {
        path: 'verificar/:token',
        element: page(
          () => import('../features/auth/pages/verify-email-page.tsx'),
          (m) => m.VerifyEmailPage,
        ),
      },
      // One page for the three kinds; it reads the kind from the path (product §2).
      ...['login/missPassword', 'signin/missPasswordPrest', 'signinRedactor/missPasswordRedactor'].map(
        (path): RouteObject => ({
          path,
          element: page(
            () => import('../features/auth/pages/recovery-page.tsx'),
            (m) => m.RecoveryPage,
          ),
        }),
      ),
      {
        path: 'workWithUs',
        element: page(
          () => import('./pages/work-with-us-route.tsx'),
          (m) => m.WorkWithUsRoute,
        ),
      },
      {
        path: 'politicas',
        element: page(
          () => import('./pages/privacy-route.tsx'),
          (m) => m.PrivacyRoute,
        ),
      },
      {
        path: 'pedidosDatos',
        element: page(
          () => import('../features/data-rights/pages/data-rights-request-page.tsx'),
          (m) => m.DataRightsRequestPage,
        ),
      },
      {
        path: 'arrepentimiento',
        element: page(
          () => import('../features/subscriptions/pages/rights-request-page.tsx'),
          (m) => m.RightsRequestPage,
        ),
      },
      {
        path: 'confirmar-pedido/:token',
        element: page(
          () => import('../features/subscriptions/pages/rights-confirm-page.tsx'),
          (m) => m.RightsConfirmPage,
        ),
      },
      {
        path: 'confirmar-email/:token',
        element: page(
          () => import('../features/professionals/pages/contact-email-confirm-page.tsx'),
          (m) => m.ContactEmailConfirmPage,
        ),
      },
      {
        path: 'destacados',
        element: page(
          () => import('../features/destacados/pages/destacados-page.tsx'),
          (m) => m.DestacadosPage,
        ),
      },
      {
        path: 'casasParticulares',
        element: page(
          () => import('../features/pay-scales/pages/register-domestic-work-page.tsx'),
          (m) => m.RegisterDomesticWorkPage,
        ),
      },
      {
        path: 'consumerComplaints',
        element: page(
          () => import('../features/complaints/pages/consumer-complaints-page.tsx'),
          (m) => m.ConsumerComplaintsPage,
        ),
      },
      {
        path: 'banners/:type',
        element: page(
          () => import('../features/ads/pages/ads-directory-page.tsx'),
          (m) => m.AdsDirectoryPage,
        ),
      },
      { path: 'restricted', element: <RestrictedPage /> },
      {
        path: 'dash',
        element: <RequireUser />,
        children: [
          forRoles('perfil', {
            element: page(
              () => import('./pages/profile-route.tsx'),
              (m) => m.ProfileRoute,
            ),
          }),
          forRoles('miPerfil', {
            element: page(
              () => import('./pages/my-profile-route.tsx'),
              (m) => m.MyProfileRoute,
            ),
          }),
          forRoles('licenseTypes', {
            element: page(
              () => import('../features/subscriptions/pages/license-types-page.tsx'),
              (m) => m.LicenseTypesPage,
            ),
          }),
          forRoles('licenseSelection', {
            element: page(
              () => import('../features/subscriptions/pages/license-selection-page.tsx'),
              (m) => m.LicenseSelectionPage,
            ),
          }),
          forRoles('mercadopago', {
            element: page(
              () => import('../features/subscriptions/pages/mercadopago-return-page.tsx'),
              (m) => m.MercadoPagoReturnPage,
            ),
          }),
          forRoles('professionalsRegistered', {
            element: page(
              () => import('./pages/professionals-registered-route.tsx'),
              (m) => m.ProfessionalsRegisteredRoute,
            ),
          }),
          forRoles('consumerComplaintsManagement', {
            element: page(
              () => import('../features/complaints/pages/complaints-management-page.tsx'),
              (m) => m.ComplaintsManagementPage,
            ),
          }),
          forRoles('usersRegistered', {
            element: page(
              () => import('../features/users/pages/users-registered-page.tsx'),
              (m) => m.UsersRegisteredPage,
            ),
          }),
          forRoles('pendingPayments', {
            element: page(
              () => import('./pages/pending-payments-route.tsx'),
              (m) => m.PendingPaymentsRoute,
            ),
          }),
          forRoles('editProfessional/:id', {
            element: page(
              () => import('../features/professionals/pages/edit-professional-page.tsx'),
              (m) => m.EditProfessionalPage,
            ),
          }),
          forRoles('redactorsSignUp', {
            element: page(
              () => import('../features/redactors/pages/redactors-signup-page.tsx'),
              (m) => m.RedactorsSignUpPage,
            ),
          }),
          forRoles('redactorsLogin', {
            element: page(
              () => import('../features/ads/pages/ads-manage-page.tsx'),
              (m) => m.AdsManagePage,
            ),
          }),
          forRoles('redactorsLogin/categorias', {
            element: page(
              () => import('../features/categories/pages/categories-manage-page.tsx'),
              (m) => m.CategoriesManagePage,
            ),
          }),
          {
            path: 'buscar',
            element: page(
              () => import('./pages/search-route.tsx'),
              (m) => m.SearchRoute,
            ),
          },
          {
            path: 'professionals/:alt',
            element: page(
              () => import('./pages/professionals-by-category-route.tsx'),
              (m) => m.ProfessionalsByCategoryRoute,
            ),
          },
          ...['professionals/:alt/:id', 'professionals/details/:id'].map(
            (path): RouteObject => ({
              path,
              element: page(
                () => import('./pages/professional-profile-route.tsx'),
                (m) => m.ProfessionalProfileRoute,
              ),
            }),
          ),
          {
            path: 'professionals/:alt/:id/:idSoli/calificacion',
            element: page(
              () => import('../features/solicitudes/pages/rating-page.tsx'),
              (m) => m.RatingPage,
            ),
          },
          forRoles('misSolicitudes', {
            element: page(
              () => import('./pages/solicitudes-routes.tsx'),
              (m) => m.MySolicitudesRoute,
            ),
          }),
          forRoles('misSolicitudes/:id/empleador', {
            element: page(
              () => import('../features/employer/pages/employer-tools-page.tsx'),
              (m) => m.EmployerToolsPage,
            ),
          }),
          forRoles('pedidos', {
            element: page(
              () => import('./pages/solicitudes-routes.tsx'),
              (m) => m.InboxRoute,
            ),
          }),
          forRoles('mensajesDenunciados', {
            element: page(
              () => import('../features/conversations/pages/reported-conversations-page.tsx'),
              (m) => m.ReportedConversationsPage,
            ),
          }),
          {
            // Every signed-in account has its notifications (issue 42).
            path: 'notificaciones',
            element: page(
              () => import('../features/notifications/pages/notifications-page.tsx'),
              (m) => m.NotificationsPage,
            ),
          },
          {
            // Any signed-in account may file complaints, so any may follow them.
            path: 'misDenuncias',
            element: page(
              () => import('../features/complaints/pages/my-complaints-page.tsx'),
              (m) => m.MyComplaintsPage,
            ),
          },
          forRoles('guardados', {
            element: page(
              () => import('../features/favourites/pages/favourites-page.tsx'),
              (m) => m.FavouritesPage,
            ),
          }),
          forRoles('verificacion', {
            element: page(
              () => import('../features/verification/pages/verification-page.tsx'),
              (m) => m.VerificationPage,
            ),
          }),
          forRoles('verificaciones', {
            element: page(
              () => import('../features/verification/pages/verification-queue-page.tsx'),
              (m) => m.VerificationQueuePage,
            ),
          }),
          forRoles('miActividad', {
            element: page(
              () => import('./pages/my-activity-route.tsx'),
              (m) => m.MyActivityRoute,
            ),
          }),
          forRoles('metricas', {
            element: page(
              () => import('../features/metrics/pages/metrics-page.tsx'),
              (m) => m.MetricsPage,
            ),
          }),
          forRoles('auditLog', {
            element: page(
              () => import('../features/audit/pages/audit-log-page.tsx'),
              (m) => m.AuditLogPage,
            ),
          }),
          forRoles('escalasSalariales', {
            element: page(
              () => import('../features/pay-scales/pages/pay-scales-admin-page.tsx'),
              (m) => m.PayScalesAdminPage,
            ),
          }),
          forRoles('derechosDatos', {
            element: page(
              () => import('../features/data-rights/pages/data-rights-queue-page.tsx'),
              (m) => m.DataRightsQueuePage,
            ),
          }),
          forRoles('garantias', {
            element: page(
              () => import('../features/guarantee/pages/guarantee-queue-page.tsx'),
              (m) => m.GuaranteeQueuePage,
            ),
          }),
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** In maintenance mode (runtime config) every path shows the maintenance page. */
const maintenanceRoutes: RouteObject[] = [{ path: '*', element: <MaintenancePage /> }];

/** The page of the current location (inside a BrowserRouter, or a MemoryRouter in tests). */
export function AppRoutes({ maintenance = false }: { maintenance?: boolean }) {
  return useRoutes(maintenance ? maintenanceRoutes : appRoutes);
}

/**
 * Starts downloading the code of the page at `pathname` at once, beside the session restore and
 * the security gate, which the page would otherwise wait for before asking for it.
 */
export function preloadPage(pathname: string): void {
  for (const { route } of matchRoutes(appRoutes, pathname) ?? []) {
    if (route.element) void loaders.get(route.element as ReactElement)?.();
  }
}
