import * as msg from '@servihogar/shared/messages';
import { QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useDestacadoRules } from '../api/destacados.ts';

/** /destacados (public, issue 45): the rules of "Profesional destacado", as the server publishes them. */
export function DestacadosPage() {
  const query = useDestacadoRules();
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 py-4 sm:py-8">
      <PageTitle text={msg.badges.featuredTitle} />
      <p className="text-muted">{msg.badges.featuredIntro}</p>
      {query.isPending && <PageSpinner />}
      <QueryError query={query} />
      {query.data && (
        <ol
          aria-label={msg.badges.featuredBadge}
          className="flex list-decimal flex-col gap-3 rounded-2xl bg-white p-5 pl-10 shadow-sm ring-1 ring-stone-200 sm:p-6 sm:pl-12"
        >
          {query.data.reglas.map((rule) => (
            <li key={rule.key} className="break-words text-ink">
              {rule.texto}
            </li>
          ))}
        </ol>
      )}
      <p className="text-sm text-muted">{msg.badges.featuredRecomputed}</p>
    </section>
  );
}
