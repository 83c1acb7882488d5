import type { DestacadoRulesAnswer, DestacadoTracker } from '@servihogar/shared/badges';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { destacadosKeys } from './keys.ts';

/** `GET /destacados/reglas`: the published rules, the numbers the nightly job uses. */
export function useDestacadoRules() {
  return useQuery({
    queryKey: destacadosKeys.rules,
    queryFn: ({ signal }) => apiFetch<DestacadoRulesAnswer>('/destacados/reglas', { signal }),
  });
}

/** `GET /destacados/mine`: the signed-in professional's tracker. */
export function useMyDestacado() {
  return useQuery({
    queryKey: destacadosKeys.mine,
    queryFn: ({ signal }) => apiFetch<DestacadoTracker>('/destacados/mine', { signal }),
  });
}
