import { msg } from '@servihogar/shared/messages';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { serverMessage } from '@/lib/api-client.ts';
import { useCategories } from '@/lib/categories.ts';
import { useMySolicitudes } from '../api/get-my-solicitudes.ts';
import { SolicitudItem } from '../components/solicitud-item.tsx';

/** /dash/misSolicitudes (DESIGN §5): the client's hire requests and whether each was rated. */
export function MySolicitudesPage() {
  const query = useMySolicitudes();
  const { data: categories } = useCategories();
  const solicitudes = query.data?.solicitudes ?? [];
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageTitle text="Mis solicitudes" />
      {query.isPending && <PageSpinner label="Cargando tus solicitudes..." />}
      {query.isError && <FormAlert message={serverMessage(query.error, msg.registration.unexpected)} />}
      {query.isSuccess && solicitudes.length === 0 && (
        <div className="flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-stone-200">
          <p className="text-lg text-muted">Todavía no contrataste a ningún profesional.</p>
          <Link to="/#categorias" className={buttonClasses('primary')}>
            Buscar profesionales
          </Link>
        </div>
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
