import type { AdminUser } from '@servihogar/shared/users';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { useUsers } from '../api/get-users.ts';
import { BanDialog } from '../components/ban-dialog.tsx';
import { UsersTable } from '../components/users-table.tsx';
import { searchUsers } from '../search-users.ts';

/** /dash/usersRegistered (admin, spec §2): searchable users with a ban action per row. */
export function UsersRegisteredPage() {
  const query = useUsers();
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const users = query.data?.users ?? [];
  const shown = searchUsers(users, deferred);

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle text="Usuarios registrados" />
        <Link to="/dash/professionalsRegistered" className={buttonClasses('secondary')}>
          Profesionales registrados
        </Link>
      </div>
      <div className="flex flex-col gap-1 sm:max-w-md">
        <label htmlFor="users-search" className="font-semibold">
          Buscar usuarios
        </label>
        <input
          id="users-search"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Nombre, apellido, email o DNI"
          className="min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
      </div>

      {query.isPending && <PageSpinner label="Cargando usuarios..." />}
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
      {query.isSuccess && shown.length === 0 && (
        <p className="rounded-2xl bg-white p-8 text-center text-lg text-muted ring-1 ring-stone-200">
          {users.length === 0 ? 'No hay usuarios registrados.' : 'Ningún usuario coincide con la búsqueda.'}
        </p>
      )}
      {shown.length > 0 && (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {shown.length === 1 ? '1 usuario' : `${shown.length} usuarios`}
          </p>
          <UsersTable users={shown} onBan={setBanning} />
        </>
      )}
      {banning && <BanDialog user={banning} onClose={() => setBanning(null)} />}
    </section>
  );
}
