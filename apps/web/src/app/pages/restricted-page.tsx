import * as msg from '@servihogar/shared/messages';
import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';

export function RestrictedPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 py-16 text-center">
      <PageTitle text={msg.pages.restricted} />
      <Link to="/" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {msg.pages.backHome}
      </Link>
    </section>
  );
}
