import { useSearchParams } from 'react-router';
import { EmptyNotice } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { useCategories } from '@/lib/categories.ts';
import { useInbox } from '../api/get-my-solicitudes.ts';
import { InboxItem } from '../components/inbox-item.tsx';
import { type ConversationSlot, RequestList } from '../components/request-list.tsx';

/** /dash/pedidos (Prestador): the requests clients sent, answered from here or from the e-mail's link. */
export function InboxPage({ conversation }: { conversation?: ConversationSlot }) {
  const query = useInbox();
  const { data: categories } = useCategories();
  const [params] = useSearchParams();
  const opened = params.get('pedido');
  const answer = params.get('respuesta');
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle text="Pedidos" />
      <p className="text-muted">
        Respondé cada pedido dentro de las 72 horas. Tus respuestas forman el indicador de respuesta que ven
        los clientes.
      </p>
      <RequestList
        query={query}
        loading="Cargando tus pedidos..."
        empty={
          <EmptyNotice>
            Todavía no recibiste pedidos. Cuando un cliente vea tus datos, aparecerá aquí.
          </EmptyNotice>
        }
        item={(s) => (
          <InboxItem
            solicitud={s}
            extra={conversation?.(s)}
            categories={categories}
            focused={
              s._id === opened ? (answer === 'acepto' || answer === 'no_puedo' ? answer : true) : false
            }
          />
        )}
      />
    </section>
  );
}
