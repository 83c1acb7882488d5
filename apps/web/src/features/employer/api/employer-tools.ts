import type { EmployerTools, PayInputBody } from '@servihogar/shared/employer';
import * as msg from '@servihogar/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiErrorFrom, apiFetch, renewSession, sessionHeaders } from '@/lib/api-client.ts';
import { employerKeys } from './keys.ts';

/** `GET /employer/{solicitudId}`: the request's parties, suggested terms and the pay table. */
export function useEmployerTools(solicitudId: string) {
  return useQuery({
    queryKey: employerKeys.tools(solicitudId),
    queryFn: () => apiFetch<EmployerTools>(`/employer/${solicitudId}`),
  });
}

export type ReceiptValues = PayInputBody & {
  employerCuil: string;
  workerCuil: string;
  place: string;
  paidOn: string;
  includeAguinaldo: boolean;
};

function send(path: string, body: ReceiptValues): Promise<Response> {
  const headers = sessionHeaders({ 'Content-Type': 'application/json' });
  headers.set('Accept', 'application/pdf, application/json');
  return fetch(path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'include' }).catch(
    () => {
      throw new ApiError('FETCH_ERROR', 'FETCH_ERROR', msg.login.noResponse);
    },
  );
}

/**
 * `POST /employer/{solicitudId}/receipt`: the PDF, saved by the browser as `recibo-YYYY-MM.pdf`
 * (renewing an expired token once, like apiFetch). A refusal is an ApiError with its fields.
 */
export async function downloadReceipt(solicitudId: string, body: ReceiptValues): Promise<void> {
  const path = `/employer/${solicitudId}/receipt`;
  let res = await send(path, body);
  if (res.status === 403 && (await renewSession())) res = await send(path, body);
  if (!res.ok) throw apiErrorFrom(res.status, await res.text().catch(() => ''));
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `recibo-${body.month}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
