import type { AdminUser } from '@servihogar/shared/users';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { EmptyNotice, QueryError } from '@/components/list-states.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { Pager } from '@/components/pager.tsx';
import { SearchBox } from '@/components/search-box.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useUsers } from '../api/get-users.ts';
import { BanDialog } from '../components/ban-dialog.tsx';
import { UnbanDialog } from '../components/unban-dialog.tsx';
import { UsersTable } from '../components/users-table.tsx';

/** /dash/usersRegistered (admin, product §2): users searched and paged by the server, ban and unban per row. */
export function UsersRegisteredPage() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const [page, setPage] = useState(0);
  const query = useUsers({ search: deferred, page: page + 1 });
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const [unbanning, setUnbanning] = useState<AdminUser | null>(null);
  const users = query.data?.users ?? [];
  const total = query.data?.total ?? 0;
  const pageCount = query.data ? Math.max(1, Math.ceil(total / query.data.pageSize)) : 1;

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
        onChange={(value) => {
          setSearch(value);
          setPage(0);
        }}
      />

      {query.isPending && <PageSpinner label="Cargando usuarios..." />}
      <QueryError query={query} />
      {query.isSuccess && users.length === 0 && (
        <EmptyNotice>
          {deferred.trim() ? 'Ningún usuario coincide con la búsqueda.' : 'No hay usuarios registrados.'}
        </EmptyNotice>
      )}
      {users.length > 0 && (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {total === 1 ? '1 usuario' : `${total} usuarios`}
          </p>
          <UsersTable users={users} onBan={setBanning} onUnban={setUnbanning} />
        </>
      )}
      <Pager
        label="Páginas de usuarios"
        page={page}
        hasNext={page + 1 < pageCount}
        busy={query.isFetching}
        onPage={setPage}
        pageCount={pageCount}
      />
      {banning && <BanDialog user={banning} onClose={() => setBanning(null)} />}
      {unbanning && <UnbanDialog user={unbanning} onClose={() => setUnbanning(null)} />}
    </section>
  );
}
