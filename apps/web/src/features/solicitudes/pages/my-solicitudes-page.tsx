import type { MySolicitud } from '@servihogar/shared/solicitudes';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyClientList } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { useCategories } from '@/lib/categories.ts';
import { useMySolicitudes } from '../api/get-my-solicitudes.ts';
import { RequestList } from '../components/request-list.tsx';
import { SolicitudItem } from '../components/solicitud-item.tsx';

/** /dash/misSolicitudes (product §10): the client's hire requests, their state and the professional's answer. */
export function MySolicitudesPage({ conversation }: { conversation?: (row: MySolicitud) => ReactNode }) {
  const query = useMySolicitudes();
  const { data: categories } = useCategories();
  const [params] = useSearchParams();
  const opened = params.get('pedido');
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle text="Mis solicitudes" />
      <RequestList
        query={query}
        loading="Cargando tus solicitudes..."
        empty={<EmptyClientList text={'Todavía no contrataste a ningún profesional.'} />}
        item={(s) => (
          <SolicitudItem
            solicitud={s}
            extra={conversation?.(s)}
            categories={categories}
            focused={s._id === opened}
          />
        )}
      />
    </section>
  );
}
