import * as msg from '@servihogar/shared/messages';
import { PageTitle } from '@/components/page-title.tsx';
import { DataRightsRequestForm } from '../components/data-rights-request-form.tsx';

const t = msg.dataRightsRequests;

/** /pedidosDatos (anyone, issue 32): the form support points to (footer 'Contacto'). */
export function DataRightsRequestPage() {
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10">
      <PageTitle text={t.title} />
      <p className="text-muted">{t.intro}</p>
      <DataRightsRequestForm channel="soporte" />
    </article>
  );
}
