import type {
  DocumentDecision,
  DocumentKind,
  DocumentStatus,
  MyVerification,
  QueueItem,
  VerificationDocument,
  VerificationQueue,
} from '@servihogar/shared/verification';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { usePrivateFile } from '@/lib/private-file.ts';
import { type OnProgress, uploadWithProgress } from '@/lib/upload.ts';
import { verificationKeys } from './keys.ts';

/** `GET /verification/mine` (Prestador). */
export function useMyVerification() {
  return useQuery({
    queryKey: verificationKeys.mine,
    queryFn: ({ signal }) => apiFetch<MyVerification>('/verification/mine', { signal }),
  });
}

/** `POST /verification/documents` (multipart: `kind` first, then `document`), with the upload progress. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file, onProgress }: { kind: DocumentKind; file: File; onProgress: OnProgress }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('document', file);
      return uploadWithProgress<{ message: string; document: VerificationDocument }>(
        '/verification/documents',
        form,
        {
          method: 'POST',
          onProgress,
        },
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

/** `GET /verification/documents?estado=&page=` (Admin): a page of the review queue (page from 1). */
export function useReviewQueue(estado: DocumentStatus, page: number) {
  return useQuery({
    queryKey: verificationKeys.queue(estado, page),
    queryFn: ({ signal }) =>
      apiFetch<VerificationQueue>(`/verification/documents?estado=${estado}&page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `PUT /verification/documents/{id}` (Admin); the queue is read again afterwards. */
export function useDecideDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: DocumentDecision & { id: string }) =>
      apiFetch<{ message: string; document: QueueItem }>(
        `/verification/documents/${encodeURIComponent(id)}`,
        {
          method: 'PUT',
          body,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

/** The private document itself (owner or admin), as a blob; idle without a path. */
export const useDocumentFile = (path: string | null) => usePrivateFile(verificationKeys.file(path), path);
