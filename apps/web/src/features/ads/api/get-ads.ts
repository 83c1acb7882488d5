import type { Advertisement } from '@servihogar/shared/ads';
import type { AdType } from '@servihogar/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { adKeys } from './keys.ts';

// Spec §7: banners come from /api/advertisement, pop-ups from /api/advertisements; the client filters by type.
const SOURCE: Record<AdType, string> = {
  'banner-horizontal': '/api/advertisement',
  'banner-vertical': '/api/advertisement',
  'pop-up': '/api/advertisements',
};

async function fetchAds(path: string, signal: AbortSignal): Promise<Advertisement[]> {
  try {
    return await apiFetch<Advertisement[]>(path, { signal });
  } catch (error) {
    // Spec §8: ad load errors are only logged; the slot shows its placeholders.
    if (!signal.aborted) console.error(error);
    return [];
  }
}

export function useAds(type: AdType) {
  const path = SOURCE[type];
  return useQuery({
    queryKey: adKeys.slot(path),
    queryFn: ({ signal }) => fetchAds(path, signal),
    staleTime: 10 * 60_000,
    select: (ads) => ads.filter((ad) => ad.type === type),
  });
}
