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

export type CategoryAction =
  | { kind: 'approve'; slug: string }
  | { kind: 'rename'; slug: string; type: string }
  | { kind: 'merge'; slug: string; into: string }
  | { kind: 'reject'; slug: string }
  | { kind: 'edit'; slug: string; description: string; image: File | null; onProgress: OnProgress };

function run(action: CategoryAction): Promise<Answer | null> {
  const path = `/categories/${encodeURIComponent(action.slug)}`;
  switch (action.kind) {
    case 'approve':
      return apiFetch<Answer>(`${path}/approve`, { method: 'POST' });
    case 'rename':
      return apiFetch<Answer>(`${path}/rename`, { method: 'POST', body: { type: action.type } });
    case 'merge':
      return apiFetch<Answer>(`${path}/merge`, { method: 'POST', body: { into: action.into } });
    case 'reject':
      return apiFetch<null>(path, { method: 'DELETE' });
    case 'edit': {
      const form = new FormData();
      form.append('description', action.description);
      if (action.image) form.append('image', action.image);
      return uploadWithProgress<Answer>(path, form, { method: 'PUT', onProgress: action.onProgress });
    }
  }
}

/** Every moderation action; the staff list and the public categories both refresh. */
export function useCategoryAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
