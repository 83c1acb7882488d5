import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSignOut } from '@/features/auth/api/sign-out.ts';
import { SearchCombobox } from '@/features/professionals/components/finding/search-combobox.tsx';
import { SubscriptionAlert } from '@/features/subscriptions/components/subscription-alert.tsx';
import { useAccountInfo } from '@/lib/account-info.ts';
import { isSignedIn, useSessionUser } from '@/lib/session.tsx';
import { InFlowBannerSlot, InsetPopUpSlot, PopUpSlot, SideBannerSlot, TopBannerSlot } from './ad-slots.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { ConsumerRightsLine } from './consumer-rights-line.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { hasProfileLink, isFooterHidden, navItems } from './nav-links.ts';
import { PageBoundary } from './page-boundary.tsx';
import { SessionNotice } from './session-notice.tsx';
import { SignInNeededNotice } from './sign-in-needed-notice.tsx';

// The bell and its code are for signed-in people only: never in the first visit's bundle.
const NotificationBell = lazy(() => import('@/features/notifications/components/notification-bell.tsx'));

export function RootLayout() {
  const { pathname } = useLocation();
  const user = useSessionUser();
  const signOut = useSignOut();
  const showBanners = !pathname.startsWith('/banners');
  const items = navItems(user);
  const withProfile = hasProfileLink(items);
  // The photo is not in the token: it comes with the account info (read again after a change).
  const info = useAccountInfo(withProfile ? user.email : '');
  const account = withProfile
    ? { name: `${user.nombre} ${user.apellido}`.trim(), photo: info.data?.foto ?? null }
    : undefined;

  return (
    // Spec §9: page content starts 80 px down, below the fixed header.
    <div className="flex min-h-dvh flex-col pt-[80px]">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>
      <Header
        items={items}
        account={account}
        onSignOut={() => void signOut()}
        search={isSignedIn(user) ? <SearchCombobox /> : undefined}
        bell={
          isSignedIn(user) ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : undefined
        }
      />
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives
          late (lazy code, data, a redirect) never pushes a visible footer down (layout shift). */}
      <div className="mx-auto flex min-h-[calc(100dvh-80px)] w-full max-w-7xl flex-1 gap-6 px-4">
        <main id="contenido" tabIndex={-1} className="min-w-0 flex-1 pb-8 outline-none">
          <ConsumerRightsLine />
          <SessionNotice />
          <SignInNeededNotice />
          <SubscriptionAlert />
          {showBanners && <TopBannerSlot />}
          <InsetPopUpSlot />
          <Breadcrumb />
          <PageBoundary>
            <Outlet />
          </PageBoundary>
          {showBanners && <InFlowBannerSlot />}
        </main>
        {showBanners && <SideBannerSlot />}
      </div>
      {!isFooterHidden(pathname) && <Footer />}
      <PopUpSlot />
    </div>
  );
}
