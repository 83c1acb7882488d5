import type { AdminUser } from '@servihogar/shared/users';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { EmptyNotice, LoadError } from '../../../components/list-states.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
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
      <SearchBox
        id="users-search"
        label="Buscar usuarios"
        placeholder="Nombre, apellido, email o DNI"
        value={search}
        onChange={setSearch}
      />

      {query.isPending && <PageSpinner label="Cargando usuarios..." />}
      {query.isError && <LoadError message={query.error.message} onRetry={() => void query.refetch()} />}
      {query.isSuccess && shown.length === 0 && (
        <EmptyNotice>
          {users.length === 0 ? 'No hay usuarios registrados.' : 'Ningún usuario coincide con la búsqueda.'}
        </EmptyNotice>
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
