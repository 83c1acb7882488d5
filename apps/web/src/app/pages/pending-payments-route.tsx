import { AdminInvoicesSection } from '@/features/invoices/components/admin-invoices-section.tsx';
import { PendingPaymentsPage } from '@/features/subscriptions/pages/pending-payments-page.tsx';

/** /dash/pendingPayments 'Subscripciones' (subscriptions) with the month's comprobantes (invoices). */
export function PendingPaymentsRoute() {
  return <PendingPaymentsPage extra={<AdminInvoicesSection />} />;
}
