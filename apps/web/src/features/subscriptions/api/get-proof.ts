import { useQuery } from '@tanstack/react-query';
import { fetchPrivateFile } from '@/lib/private-file.ts';
import { subscriptionKeys } from './keys.ts';

/** `GET /subscriptions/{id}/proof` (the uploader or an admin); idle without a path. */
export function useProof(path: string | null) {
  return useQuery({
    queryKey: subscriptionKeys.proof(path),
    queryFn: ({ signal }) => fetchPrivateFile(path!, signal),
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // Images can be large: drop them as soon as the dialog closes.
    gcTime: 0,
  });
}
