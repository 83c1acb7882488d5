import type { Advertisement } from '@servihogar/shared/ads';
import { EMPTY_USER_INFO } from '@servihogar/shared/user-info';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getToken, setToken } from '@/features/auth/auth-store.ts';
import { ACCOUNT_INFO_KEY } from '@/lib/account-info.ts';
import { isPremiumActive, useAdFree } from '@/lib/ad-free.ts';
import { connectTokenStore } from '@/lib/api-client.ts';
import { SessionProvider } from '@/lib/session.tsx';
import { mockApi, renderRoute, shellApi } from '@/test/render-route.tsx';
import { anaInfo } from '@/test/user-fixture.ts';

const BANNER: Advertisement = {
  _id: '11111111-1111-4111-8111-111111111111',
  type: 'banner-horizontal',
  imageUrl: '/uploads/ads/b.webp',
  link: '/api/advertisements/11111111-1111-4111-8111-111111111111/click',
};
const DAY = 24 * 60 * 60 * 1000;

function api(premiumUntil: string | null) {
  return mockApi({
    ...shellApi,
    '/api/advertisement': () => [BANNER],
    ...anaInfo({ id: 'acc-1', premiumUntil }),
  });
}

describe('ad slots and Premium clients', () => {
  it('counts a Premium plan only while it runs', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(isPremiumActive('2026-11-21T12:00:00Z', now)).toBe(true);
    expect(isPremiumActive('2026-11-20T12:00:00Z', now)).toBe(false);
    expect(isPremiumActive(null, now)).toBe(false);
  });

  it('shows a client the banner through the counting link', async () => {
    api(new Date(Date.now() - DAY).toISOString());
    renderRoute('/', { roles: ['Cliente'] });
    const img = await screen.findByRole('img', { name: 'Publicidad' });
    expect(img).toHaveAttribute('src', BANNER.imageUrl);
    expect(img.closest('a')).toHaveAttribute('href', BANNER.link);
  });

  it.each([
    ['a running Premium plan', DAY, true],
    ['an ended Premium plan', -DAY, false],
  ])('hides the ads for a client with %s: %s', async (_, offset, adFree) => {
    api(new Date(Date.now() + offset).toISOString());
    connectTokenStore({ get: getToken, set: setToken });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const user = { ...EMPTY_USER_INFO, email: 'ana@example.com', roles: ['Cliente' as const] };
    const { result } = renderHook(() => useAdFree(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>
          <SessionProvider user={user}>{children}</SessionProvider>
        </QueryClientProvider>
      ),
    });
    // Until the account info answers, no ad may show (a Premium client never glimpses one).
    expect(result.current).toBe(true);
    await waitFor(() =>
      expect(client.getQueryState([...ACCOUNT_INFO_KEY, 'ana@example.com'])?.status).toBe('success'),
    );
    expect(result.current).toBe(adFree);
  });
});
