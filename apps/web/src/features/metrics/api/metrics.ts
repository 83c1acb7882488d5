import type { AdsMetrics, BusinessMetrics } from '@servihogar/shared/metrics';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** `GET /metrics/business` (admins only: the server refuses anyone else). */
export function useBusinessMetrics(enabled: boolean) {
  return useQuery({
    queryKey: ['metrics', 'business'],
    queryFn: ({ signal }) => apiFetch<BusinessMetrics>('/metrics/business', { signal }),
    enabled,
  });
}

/** `GET /metrics/ads` (admins and redactores). */
export function useAdsMetrics() {
  return useQuery({
    queryKey: ['metrics', 'ads'],
    queryFn: ({ signal }) => apiFetch<AdsMetrics>('/metrics/ads', { signal }),
  });
}
