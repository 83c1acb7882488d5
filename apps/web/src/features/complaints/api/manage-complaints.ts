import type {
  AdminComplaint,
  ComplaintFormInput,
  ComplaintUpdate,
  MyComplaint,
} from '@servihogar/shared/complaints';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { complaintKeys } from './keys.ts';

/** Every complaints list (feed, stats, mine, admin) is read again after a change. */
function useInvalidateComplaints() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: complaintKeys.all });
}

/** `POST /api/complaints`: 'Nueva Denuncia'. */
export function useCreateComplaint() {
  const invalidate = useInvalidateComplaints();
  return useMutation({
    mutationFn: (body: ComplaintFormInput) =>
      apiFetch<{ message: string; complaint: MyComplaint }>('/api/complaints', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** `PUT /api/complaints/{id}` (Admin). */
export function useUpdateComplaint() {
  const invalidate = useInvalidateComplaints();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & ComplaintUpdate) =>
      apiFetch<{ message: string; complaint: AdminComplaint }>(`/api/complaints/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
      }),
    onSettled: invalidate,
  });
}

/** `DELETE /api/complaints/{id}` (Admin). */
export function useDeleteComplaint() {
  const invalidate = useInvalidateComplaints();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ message: string }>(`/api/complaints/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
