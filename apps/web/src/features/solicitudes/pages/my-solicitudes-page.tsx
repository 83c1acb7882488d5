import { EmptyClientList, QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';

import { useCategories } from '@/lib/categories.ts';
import { useMySolicitudes } from '../api/get-my-solicitudes.ts';
import { SolicitudItem } from '../components/solicitud-item.tsx';

/** /dash/misSolicitudes (product §10): the client's hire requests and whether each was rated. */
export function MySolicitudesPage() {
  const query = useMySolicitudes();
  const { data: categories } = useCategories();
  const solicitudes = query.data?.solicitudes ?? [];
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle text="Mis solicitudes" />
      {query.isPending && <PageSpinner label="Cargando tus solicitudes..." />}
      <QueryError query={query} />
      {query.isSuccess && solicitudes.length === 0 && (
        <EmptyClientList text={'Todavía no contrataste a ningún profesional.'} />
      )}
      {solicitudes.length > 0 && (
        <ul className="flex flex-col gap-3">
          {solicitudes.map((s) => (
            <li key={s._id}>
              <SolicitudItem solicitud={s} categories={categories} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
