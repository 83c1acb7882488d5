import * as msg from '@servihogar/shared/messages';
import { RIGHTS_REQUEST_KINDS, type RightsRequestKind } from '@servihogar/shared/subscription-rights';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { RightsRequestForm } from '../components/rights-request-form.tsx';

const t = msg.rightsRequestForm;

/** /arrepentimiento (anyone, issue 32): the 'Botón de arrepentimiento' and 'Botón de baja' of every page. */
export function RightsRequestPage() {
  const [params] = useSearchParams();
  const asked = params.get('tipo') ?? '';
  const kind = (RIGHTS_REQUEST_KINDS as readonly string[]).includes(asked)
    ? (asked as RightsRequestKind)
    : '';
  return (
    <article className="mx-auto flex max-w-2xl flex-col gap-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-10">
      <PageTitle text={t.publicTitle} />
      <p className="text-muted">{t.publicIntro}</p>
      {/* Keyed by the kind: the other button of the line above the page switches the choice. */}
      <RightsRequestForm key={kind} kind={kind} />
    </article>
  );
}
