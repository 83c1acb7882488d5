import * as msg from '@servihogar/shared/messages';
import { HeadedSection } from '@/components/headed-section.tsx';
import { useInvoices } from '../api/invoices.ts';
import { InvoicesList } from './invoices-list.tsx';

const t = msg.invoices;

/** "Mis facturas" on the profile pages (issue 46); hidden while there is nothing and ARCA is not configured. */
export function MyInvoicesSection() {
  const query = useInvoices();
  const data = query.data;
  if (query.isPending || (data && !data.configured && data.invoices.length === 0)) return null;
  return (
    <HeadedSection
      id="mis-facturas"
      title={t.myTitle}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      titleClassName="text-xl font-bold"
    >
      <p className="text-stone-700">{t.myIntro}</p>
      {query.isError ? (
        <p role="alert" className="text-red-800">
          {t.loadFailed}
        </p>
      ) : data?.invoices.length ? (
        <InvoicesList invoices={data.invoices} />
      ) : (
        <p className="text-stone-700">{t.empty}</p>
      )}
    </HeadedSection>
  );
}
