import * as msg from '@servihogar/shared/messages';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { PageTitle } from '@/components/page-title.tsx';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 py-16 text-center">
      <p className="text-6xl font-black text-brand-700" aria-hidden="true">
        404
      </p>
      <PageTitle text={msg.pages.notFound} />
      <Link to="/" className={buttonClasses('primary')}>
        {msg.pages.backHome}
      </Link>
    </section>
  );
}
