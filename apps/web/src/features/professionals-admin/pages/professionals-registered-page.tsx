import type { AdminProfessional } from '@servihogar/shared/professionals-admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { EmptyNotice, QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { SearchBox } from '@/components/search-box.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useAdminProfessionals } from '../api/get-admin-professionals.ts';
import { ControlsDialog } from '../components/controls-dialog.tsx';
import { ProfessionalsAdminTable } from '../components/professionals-admin-table.tsx';
import { useDebouncedValue } from '../use-debounced-value.ts';

const PANELS = [
  { to: '/dash/metricas', label: 'Métricas' },
  { to: '/dash/usersRegistered', label: 'Usuarios registrados' },
  { to: '/dash/redactorsSignUp', label: 'Alta de redactores' },
  { to: '/dash/consumerComplaintsManagement', label: 'Gestión de denuncias' },
  { to: '/dash/auditLog', label: 'Registro de auditoría' },
  { to: '/dash/verificaciones', label: 'Verificaciones' },
  { to: '/dash/escalasSalariales', label: 'Escalas salariales' },
  { to: '/dash/redactorsLogin', label: 'Publicidades y categorías' },
] as const;

/** /dash/professionalsRegistered (admin, product §2): searchable professionals, each with its 'Controles'. */
export function ProfessionalsRegisteredPage() {
  const [search, setSearch] = useState('');
  const query = useAdminProfessionals(useDebouncedValue(search));
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
      <SearchBox
        id="professionals-search"
        label="Buscar profesionales"
        placeholder="Nombre, apellido, DNI o email"
        value={search}
        onChange={setSearch}
      />

      {query.isPending && <PageSpinner label="Cargando profesionales..." />}
      <QueryError query={query} />
      {query.isSuccess && professionals.length === 0 && (
        <EmptyNotice>
          {search.trim()
            ? 'Ningún profesional coincide con la búsqueda.'
            : 'No hay profesionales registrados.'}
        </EmptyNotice>
      )}
      {professionals.length > 0 && (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {professionals.length === 1 ? '1 profesional' : `${professionals.length} profesionales`}
          </p>
          <ProfessionalsAdminTable
            professionals={professionals}
            onControls={(p: AdminProfessional) => setControlsId(p._id)}
          />
        </>
      )}
      {selected && <ControlsDialog professional={selected} onClose={() => setControlsId(null)} />}
    </section>
  );
}
