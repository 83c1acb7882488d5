import type { CategoryCreatedResponse, CategoryCreateInput } from '@servihogar/shared/categories';
import { apiFetch } from '../../../lib/api-client.ts';

/** `POST /category/add`: the new category, or the one that already had that name (200). */
export function addCategory(body: CategoryCreateInput): Promise<CategoryCreatedResponse> {
  return apiFetch<CategoryCreatedResponse>('/category/add', { method: 'POST', body });
}
