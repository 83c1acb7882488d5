import type { AdminProfessional } from '@servihogar/shared/professionals-admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useAdminProfessionals } from '../api/get-admin-professionals.ts';
import { ControlsDialog } from '../components/controls-dialog.tsx';
import { ProfessionalsAdminTable } from '../components/professionals-admin-table.tsx';
import { useDebouncedValue } from '../use-debounced-value.ts';

const PANELS = [
  { to: '/dash/usersRegistered', label: 'Usuarios registrados' },
  { to: '/dash/redactorsSignUp', label: 'Alta de redactores' },
  { to: '/dash/consumerComplaintsManagement', label: 'Gestión de denuncias' },
  { to: '/dash/auditLog', label: 'Registro de auditoría' },
] as const;

/** /dash/professionalsRegistered (admin, spec §2): searchable professionals, each with its 'Controles'. */
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
      <div className="flex flex-col gap-1 sm:max-w-md">
        <label htmlFor="professionals-search" className="font-semibold">
          Buscar profesionales
        </label>
        <input
          id="professionals-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Nombre, apellido, DNI o email"
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </div>

      {query.isPending && <PageSpinner label="Cargando profesionales..." />}
      {query.isError && (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200"
        >
          <p className="font-semibold">{query.error.message}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Reintentar
          </Button>
        </div>
      )}
      {query.isSuccess && professionals.length === 0 && (
        <p className="rounded-2xl bg-white p-8 text-center text-lg text-muted ring-1 ring-stone-200">
          {search.trim()
            ? 'Ningún profesional coincide con la búsqueda.'
            : 'No hay profesionales registrados.'}
        </p>
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
