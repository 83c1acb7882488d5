import { comprobanteNumber, type Invoice } from '@servihogar/shared/invoices';
import * as msg from '@servihogar/shared/messages';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { failureText } from '@/lib/feedback.ts';
import { useDownloadInvoice } from '../api/invoices.ts';

const t = msg.invoices;
const ESTADOS: Record<Invoice['estado'], string> = {
  pendiente: t.estadoPendiente,
  emitida: t.estadoEmitida,
  rechazada: t.estadoRechazada,
};
const ESTADO_STYLES: Record<Invoice['estado'], string> = {
  pendiente: 'bg-amber-100 text-amber-900',
  emitida: 'bg-emerald-100 text-emerald-900',
  rechazada: 'bg-red-100 text-red-900',
};

export const pesos = (importe: string) =>
  `$ ${Number(importe).toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (ymd: string | null) => (ymd ? ymd.split('-').reverse().join('/') : '—');

type Props = { invoices: readonly Invoice[]; admin?: boolean };

/** The comprobantes, one card each (375 px wide too): type and number, state, amount, CAE, the PDF. */
export function InvoicesList({ invoices, admin = false }: Props) {
  const download = useDownloadInvoice();
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-3">
        {invoices.map((invoice) => (
          <li key={invoice._id} className="flex flex-col gap-1 rounded-xl p-4 ring-1 ring-stone-200">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">
                {invoice.tipoNombre} {comprobanteNumber(invoice.puntoVenta, invoice.numero)}
              </span>
              <span className={`rounded-full px-2 py-0.5 text-sm ${ESTADO_STYLES[invoice.estado]}`}>
                {ESTADOS[invoice.estado]}
              </span>
            </div>
            <p className="text-stone-700">{invoice.concepto}</p>
            {admin && <p className="text-sm text-stone-700">{invoice.receptor}</p>}
            {/* At 375 px the line breaks between the date and the amount, never inside either. */}
            <p className="text-stone-700">
              <span className="whitespace-nowrap">
                {t.colFecha}: {day(invoice.fecha)}
              </span>{' '}
              ·{' '}
              <span className="whitespace-nowrap">
                {t.colImporte}: {pesos(invoice.importe)}
              </span>
            </p>
            {invoice.cae && invoice.caeVencimiento && (
              <p className="break-words text-sm text-stone-600">
                {t.caeVence.replace('{cae}', invoice.cae).replace('{fecha}', day(invoice.caeVencimiento))}
              </p>
            )}
            {admin && invoice.mensaje && (
              <p className="break-words text-sm text-red-800">{invoice.mensaje}</p>
            )}
            {invoice.pdfUrl && (
              <Button
                variant="secondary"
                className="mt-1 self-start"
                disabled={download.isPending && download.variables?._id === invoice._id}
                onClick={() => download.mutate(invoice)}
                aria-label={`${t.download}: ${invoice.tipoNombre} ${comprobanteNumber(invoice.puntoVenta, invoice.numero)}`}
              >
                {t.download}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {download.isError && <FormAlert message={failureText(download.error, t.downloadFailed, 'server')} />}
    </div>
  );
}
