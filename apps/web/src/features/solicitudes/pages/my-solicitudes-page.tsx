import * as msg from '@servihogar/shared/messages';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button.tsx';
import { EmptyClientList, LoadError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useCategories } from '@/lib/categories.ts';
import { failureText } from '@/lib/feedback.ts';
import { useMySolicitudes } from '../api/get-my-solicitudes.ts';
import { SolicitudItem } from '../components/solicitud-item.tsx';

/** /dash/misSolicitudes (product §10): the client's hire requests, their state and the professional's answer. */
export function MySolicitudesPage() {
  const query = useMySolicitudes();
  const { data: categories } = useCategories();
  const [params] = useSearchParams();
  const opened = params.get('pedido');
  const solicitudes = query.data?.pages.flatMap((page) => page.solicitudes) ?? [];
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle text="Mis solicitudes" />
      {query.isPending && <PageSpinner label="Cargando tus solicitudes..." />}
      {query.isError && (
        <LoadError
          message={failureText(query.error, msg.registration.unexpected, 'server')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && solicitudes.length === 0 && (
        <EmptyClientList text={'Todavía no contrataste a ningún profesional.'} />
      )}
      {solicitudes.length > 0 && (
        <ul className="flex flex-col gap-3">
          {solicitudes.map((s) => (
            <li key={s._id}>
              <SolicitudItem solicitud={s} categories={categories} focused={s._id === opened} />
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Cargando...' : 'Ver más'}
        </Button>
      )}
    </section>
  );
}
