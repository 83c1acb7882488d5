import type { MessageResponse } from '@servihogar/shared/auth';
import type { AccountExport, DeleteAccountBody } from '@servihogar/shared/data-rights';
import { exportFileName } from '@servihogar/shared/data-rights';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

/** `GET /account/export`, saved by the browser as a pretty-printed JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await apiFetch<AccountExport>('/account/export');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(new Date(data.generadoEl));
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}

/** `DELETE /account` with the password. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      apiFetch<MessageResponse>('/account', { method: 'DELETE', body }),
  });
}
