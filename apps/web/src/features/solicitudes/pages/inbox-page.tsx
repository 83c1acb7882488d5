import * as msg from '@servihogar/shared/messages';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/button.tsx';
import { EmptyNotice, LoadError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useCategories } from '@/lib/categories.ts';
import { failureText } from '@/lib/feedback.ts';
import { useInbox } from '../api/get-my-solicitudes.ts';
import { InboxItem } from '../components/inbox-item.tsx';

/** /dash/pedidos (Prestador): the requests clients sent, answered from here or from the e-mail's link. */
export function InboxPage() {
  const query = useInbox();
  const { data: categories } = useCategories();
  const [params] = useSearchParams();
  const opened = params.get('pedido');
  const answer = params.get('respuesta');
  const solicitudes = query.data?.pages.flatMap((page) => page.solicitudes) ?? [];
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle text="Pedidos" />
      <p className="text-muted">
        Responde cada pedido dentro de las 72 horas. Tus respuestas forman el indicador de respuesta que ven
        los clientes.
      </p>
      {query.isPending && <PageSpinner label="Cargando tus pedidos..." />}
      {query.isError && (
        <LoadError
          message={failureText(query.error, msg.registration.unexpected, 'server')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && solicitudes.length === 0 && (
        <EmptyNotice>
          Todavía no recibiste pedidos. Cuando un cliente vea tus datos, aparecerá aquí.
        </EmptyNotice>
      )}
      {solicitudes.length > 0 && (
        <ul className="flex flex-col gap-3">
          {solicitudes.map((s) => (
            <li key={s._id}>
              <InboxItem
                solicitud={s}
                categories={categories}
                focused={
                  s._id === opened ? (answer === 'acepto' || answer === 'no_puedo' ? answer : true) : false
                }
              />
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
