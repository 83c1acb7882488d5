import type { ManagedCategory } from '@servihogar/shared/categories';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { type OnProgress, uploadWithProgress } from '@/lib/upload.ts';
import { categoryKeys } from './keys.ts';

type Answer = { category: ManagedCategory | null };

/** `GET /categories/manage` (Redactor, Admin). */
export function useManagedCategories() {
  return useQuery({
    queryKey: categoryKeys.managed,
    queryFn: ({ signal }) => apiFetch<ManagedCategory[]>('/categories/manage', { signal }),
  });
}

const pathOf = (slug: string) => `/categories/${encodeURIComponent(slug)}`;

/** A moderation call; after it the staff list and the public categories both refresh. */
function useCategoryMutation<V>(call: (variables: V) => Promise<Answer | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** `POST /categories/{slug}/approve`: a pending category becomes public. */
export const useApproveCategory = () =>
  useCategoryMutation((slug: string) => apiFetch<Answer>(`${pathOf(slug)}/approve`, { method: 'POST' }));

/** `POST /categories/{slug}/rename`. */
export const useRenameCategory = () =>
  useCategoryMutation(({ slug, type }: { slug: string; type: string }) =>
    apiFetch<Answer>(`${pathOf(slug)}/rename`, { method: 'POST', body: { type } }),
  );

/** `POST /categories/{slug}/merge`: its professionals move to `into`. */
export const useMergeCategory = () =>
  useCategoryMutation(({ slug, into }: { slug: string; into: string }) =>
    apiFetch<Answer>(`${pathOf(slug)}/merge`, { method: 'POST', body: { into } }),
  );

/** `DELETE /categories/{slug}`. */
export const useRejectCategory = () =>
  useCategoryMutation((slug: string) => apiFetch<null>(pathOf(slug), { method: 'DELETE' }));

type EditVariables = { slug: string; description: string; image: File | null; onProgress: OnProgress };

/** `PUT /categories/{slug}` (multipart): the description, and the image when one is picked. */
export const useEditCategory = () =>
  useCategoryMutation(({ slug, description, image, onProgress }: EditVariables) => {
    const form = new FormData();
    form.append('description', description);
    if (image) form.append('image', image);
    return uploadWithProgress<Answer>(pathOf(slug), form, { method: 'PUT', onProgress });
  });
