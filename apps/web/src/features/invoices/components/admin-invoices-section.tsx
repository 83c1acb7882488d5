import { argentineDay } from '@servihogar/shared/calendar';
import { LIBRO_IVA_COLUMNS, libroIvaRows } from '@servihogar/shared/invoices';
import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { downloadCsv } from '@/components/charts/csv.ts';
import { HeadedSection } from '@/components/headed-section.tsx';
import { useInvoices } from '../api/invoices.ts';
import { InvoicesList } from './invoices-list.tsx';

const t = msg.invoices;

/**
 * The admins' "Facturas" on the Subscripciones page (issue 46): every comprobante of a month with its
 * state and ARCA's message, and the month's CSV for the accountant (Libro IVA Digital columns).
 * Without ARCA it says "Facturación electrónica no configurada".
 */
export function AdminInvoicesSection() {
  const [month, setMonth] = useState(() => argentineDay(new Date()).slice(0, 7));
  const query = useInvoices(month || null);
  const list = query.data?.invoices ?? [];
  return (
    <HeadedSection
      id="facturas"
      title={t.adminTitle}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      titleClassName="text-xl font-bold"
    >
      {query.data && !query.data.configured && (
        <div role="status" className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200">
          <p className="font-semibold">{t.notConfigured}</p>
          <p className="text-sm">{t.notConfiguredHint}</p>
        </div>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-col gap-1 text-sm font-medium" htmlFor="invoices-month">
          {msg.employer.monthLabel}
          <input
            id="invoices-month"
            type="month"
            value={month}
            onChange={(event) => setMonth(event.target.value)}
            className="rounded-lg border border-stone-300 px-3 py-2 text-base"
          />
        </label>
        <Button
          variant="secondary"
          disabled={list.length === 0}
          onClick={() => downloadCsv(`facturas-${month}.csv`, LIBRO_IVA_COLUMNS, libroIvaRows(list))}
        >
          {t.downloadCsv}
        </Button>
      </div>
      {query.isError ? (
        <p role="alert" className="text-red-800">
          {t.loadFailed}
        </p>
      ) : query.isPending ? null : list.length > 0 ? (
        <InvoicesList invoices={list} admin />
      ) : (
        <p className="text-stone-700">{t.adminEmpty}</p>
      )}
    </HeadedSection>
  );
}
