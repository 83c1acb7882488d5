import { formatLongDate } from '@servihogar/shared/format';
import { Link } from 'react-router';
import { Spinner } from '@/components/spinner.tsx';
import { useNoShows } from '../api/get-no-shows.ts';
import { ListFailure } from './request-list.tsx';

/** The admin panel's list of no-shows (issue 26): who did not come, to whom, and their answer. */
export function NoShowsSection() {
  const query = useNoShows();
  const noShows = query.data?.noShows ?? [];
  return (
    <section aria-labelledby="no-shows-title" className="flex flex-col gap-3">
      <h2 id="no-shows-title" className="text-xl font-bold">
        Ausencias informadas por clientes
      </h2>
      {query.isPending && <Spinner label="Cargando ausencias..." />}
      {query.isError && <ListFailure query={query} />}
      {query.isSuccess && noShows.length === 0 && (
        <p className="text-muted">Ningún cliente informó ausencias.</p>
      )}
      {noShows.length > 0 && (
        <ul className="flex flex-col gap-2">
          {noShows.map((n) => (
            <li key={n._id} className="flex flex-col gap-1 rounded-xl bg-white p-4 ring-1 ring-stone-200">
              <p>
                <Link to={`/dash/professionals/details/${n.professional._id}`} className="font-semibold">
                  {n.professional.nombre} {n.professional.apellido}
                </Link>{' '}
                no llegó a trabajar según {n.client} (informado el{' '}
                <time dateTime={n.arrivedAt}>{formatLongDate(n.arrivedAt)}</time>).
              </p>
              <p className="text-sm text-stone-700">
                <span className="font-semibold">Descargo del profesional: </span>
                {n.reply ?? 'Sin respuesta todavía.'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
