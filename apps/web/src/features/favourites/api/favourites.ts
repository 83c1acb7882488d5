import type { FavouriteState, FavouritesResponse } from '@servihogar/shared/favourites';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

import { favouriteKeys } from './keys.ts';

/** `GET /favourites`: the signed-in client's saved professionals, newest first. */
export function useFavourites(enabled = true) {
  return useQuery({
    queryKey: favouriteKeys.all,
    queryFn: ({ signal }) => apiFetch<FavouritesResponse>('/favourites', { signal }),
    enabled,
  });
}

/** `PUT` (save) or `DELETE` (remove) `/favourites/{id}`; the list is read again afterwards. */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ professionalId, saved }: { professionalId: string; saved: boolean }) =>
      apiFetch<FavouriteState>(`/favourites/${professionalId}`, { method: saved ? 'PUT' : 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.all }),
  });
}
