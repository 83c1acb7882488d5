import type { SuggestionsResponse } from '@servihogar/shared/professionals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { professionalKeys } from './keys.ts';

/** `GET /professionals/sugerencias?q=`; idle below two characters. */
export function useSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: professionalKeys.suggestions(text),
    queryFn: ({ signal }) =>
      apiFetch<SuggestionsResponse>(`/professionals/sugerencias?${new URLSearchParams({ q: text })}`, {
        signal,
      }),
    enabled: text.length >= 2,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
