import type { AdminUser } from '@servihogar/shared/users';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { ServerPagedList } from '@/components/server-paged-list.tsx';
import { useListParams } from '@/lib/use-list-params.ts';
import { useUsers } from '../api/get-users.ts';
import { BanDialog } from '../components/ban-dialog.tsx';
import { UnbanDialog } from '../components/unban-dialog.tsx';
import { UsersTable } from '../components/users-table.tsx';

/**
 * /dash/usersRegistered (admin, product §2): users searched and paged by the server (search and page in
 * the URL), ban and unban per row.
 */
export function UsersRegisteredPage() {
  const { search, page } = useListParams();
  const deferred = useDeferredValue(search);
  const query = useUsers({ search: deferred, page: page + 1 });
  const [banning, setBanning] = useState<AdminUser | null>(null);
  const [unbanning, setUnbanning] = useState<AdminUser | null>(null);
  const users = query.data?.users ?? [];

  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle text="Usuarios registrados" />
        <Link to="/dash/professionalsRegistered" className={buttonClasses('secondary')}>
          Profesionales registrados
        </Link>
      </div>
      <ServerPagedList
        query={query}
        search={{ id: 'users-search', placeholder: 'Nombre, apellido, email o DNI' }}
        rows={users.length}
        noun={['usuario', 'usuarios']}
        empty={deferred.trim() ? 'Ningún usuario coincide con la búsqueda.' : 'No hay usuarios registrados.'}
      >
        <UsersTable users={users} onBan={setBanning} onUnban={setUnbanning} />
      </ServerPagedList>
      {banning && <BanDialog user={banning} onClose={() => setBanning(null)} />}
      {unbanning && <UnbanDialog user={unbanning} onClose={() => setUnbanning(null)} />}
    </section>
  );
}
