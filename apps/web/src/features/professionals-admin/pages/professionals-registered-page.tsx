import type { AdminProfessional } from '@servihogar/shared/professionals-admin';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { ServerPagedList } from '@/components/server-paged-list.tsx';
import { useListParams } from '@/lib/use-list-params.ts';
import { useAdminProfessionals } from '../api/get-admin-professionals.ts';
import { ControlsDialog } from '../components/controls-dialog.tsx';
import { ProfessionalsAdminTable } from '../components/professionals-admin-table.tsx';
import { useDebouncedValue } from '../use-debounced-value.ts';

const PANELS = [
  { to: '/dash/metricas', label: 'Métricas' },
  { to: '/dash/usersRegistered', label: 'Usuarios registrados' },
  { to: '/dash/redactorsSignUp', label: 'Alta de redactores' },
  { to: '/dash/consumerComplaintsManagement', label: 'Gestión de denuncias' },
  { to: '/dash/mensajesDenunciados', label: 'Mensajes denunciados' },
  { to: '/dash/auditLog', label: 'Registro de auditoría' },
  { to: '/dash/verificaciones', label: 'Verificaciones' },
  { to: '/dash/escalasSalariales', label: 'Escalas salariales' },
  { to: '/dash/derechosDatos', label: 'Derechos sobre datos' },
  { to: '/dash/garantias', label: 'Reclamos de garantía' },
  { to: '/dash/redactorsLogin', label: 'Publicidades y categorías' },
] as const;

/**
 * /dash/professionalsRegistered (admin, product §2): professionals searched and paged by the server
 * (search and page in the URL), each with its 'Controles'.
 */
export function ProfessionalsRegisteredPage({ extra }: { extra?: ReactNode } = {}) {
  const { search, page } = useListParams();
  const query = useAdminProfessionals({ search: useDebouncedValue(search), page: page + 1 });
  const [controlsId, setControlsId] = useState<string | null>(null);
  const professionals = query.data?.professionals ?? [];
  // The modal reads the row from the latest list, so its states follow each action.
  const selected = professionals.find((p) => p._id === controlsId);

  return (
    <section className="flex flex-col gap-5">
      <PageTitle text="Profesionales registrados" />
      <nav aria-label="Paneles de administración" className="flex flex-wrap gap-2">
        {PANELS.map((panel) => (
          <Link key={panel.to} to={panel.to} className={buttonClasses('secondary', 'flex-1 sm:flex-none')}>
            {panel.label}
          </Link>
        ))}
      </nav>
      <ServerPagedList
        query={query}
        search={{ id: 'professionals-search', placeholder: 'Nombre, apellido, DNI o email' }}
        rows={professionals.length}
        noun={['profesional', 'profesionales']}
        empty={
          search.trim() ? 'Ningún profesional coincide con la búsqueda.' : 'No hay profesionales registrados.'
        }
      >
        <ProfessionalsAdminTable
          professionals={professionals}
          onControls={(p: AdminProfessional) => setControlsId(p._id)}
        />
      </ServerPagedList>
      {selected && <ControlsDialog professional={selected} onClose={() => setControlsId(null)} />}
      {extra}
    </section>
  );
}
