import type { AdminUser } from '@servihogar/shared/users';
import { Button } from '@/components/button.tsx';
import { CardActionsCell, CardCell, CardRow, CardTable } from '@/components/card-table.tsx';

function roleLabel(user: AdminUser): string {
  return user.roles.length > 0 ? user.roles.join(', ') : user.isPrestador ? 'Prestador' : 'Cliente';
}

const COLUMNS = ['Nombre', 'Apellido', 'Email', 'DNI', 'Tipo', 'Estado'] as const;

type Props = { users: AdminUser[]; onBan: (user: AdminUser) => void; onUnban: (user: AdminUser) => void };

/** 'Suspender' or 'Reactivar', named with the user for screen readers ('Suspender a Ana Pérez'). */
function RowAction({
  action,
  user,
  onClick,
}: {
  action: string;
  user: AdminUser;
  onClick: (user: AdminUser) => void;
}) {
  return (
    <Button
      variant="secondary"
      className="w-full nav:w-auto"
      aria-label={`${action} a ${user.nombre} ${user.apellido}`}
      onClick={() => onClick(user)}
    >
      {action}
    </Button>
  );
}

export function UsersTable({ users, onBan, onUnban }: Props) {
  return (
    <CardTable columns={COLUMNS} actions>
      {users.map((user) => (
        <CardRow key={user._id}>
          <CardCell label="Nombre">{user.nombre}</CardCell>
          <CardCell label="Apellido">{user.apellido}</CardCell>
          <CardCell label="Email" className="break-all">
            {user.email}
          </CardCell>
          <CardCell label="DNI">{user.dni ?? '—'}</CardCell>
          <CardCell label="Tipo">{roleLabel(user)}</CardCell>
          <CardCell label="Estado">
            {user.banned ? (
              <span className="flex flex-col items-end gap-0.5 nav:items-start">
                <span className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">
                  Suspendido
                </span>
                {user.banReason && <span className="text-sm text-muted">{user.banReason}</span>}
              </span>
            ) : (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">
                Activo
              </span>
            )}
          </CardCell>
          <CardActionsCell>
            {!user.banned && !user.roles.includes('Admin') && (
              <RowAction action="Suspender" user={user} onClick={onBan} />
            )}
            {user.banned && <RowAction action="Reactivar" user={user} onClick={onUnban} />}
          </CardActionsCell>
        </CardRow>
      ))}
    </CardTable>
  );
}
