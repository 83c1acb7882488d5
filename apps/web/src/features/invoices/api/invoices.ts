import { comprobanteNumber, type Invoice, type InvoicesResponse } from '@servihogar/shared/invoices';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { fetchPrivateFile } from '@/lib/private-file.ts';

export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (month: string | null) => ['invoices', month ?? 'all'] as const,
};

/** `GET /invoices` (admins: `?month=YYYY-MM`): whether ARCA is configured and the comprobantes. */
export function useInvoices(month: string | null = null) {
  return useQuery({
    queryKey: invoiceKeys.list(month),
    queryFn: ({ signal }) =>
      apiFetch<InvoicesResponse>(`/invoices${month ? `?month=${month}` : ''}`, { signal }),
  });
}

/** `GET /invoices/{id}/pdf`, saved by the browser. */
async function downloadPdf(invoice: Invoice): Promise<void> {
  const blob = await fetchPrivateFile(invoice.pdfUrl!);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${invoice.tipoNombre.replaceAll(' ', '-')}-${comprobanteNumber(invoice.puntoVenta, invoice.numero)}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadInvoice() {
  return useMutation({ mutationFn: downloadPdf });
}
