import type { AdminUser } from '@servihogar/shared/users';
import { Button } from '../../../components/button.tsx';

const HEAD = 'px-3 py-3 text-sm font-semibold text-muted';
// Under 730 px each row becomes a card and each cell shows its column name (data-label).
const CELL =
  'flex justify-between gap-4 py-1 text-right before:shrink-0 before:font-semibold before:text-muted before:content-[attr(data-label)] nav:table-cell nav:px-3 nav:py-3 nav:text-left nav:align-middle nav:before:content-none';

function roleLabel(user: AdminUser): string {
  return user.roles.length > 0 ? user.roles.join(', ') : user.isPrestador ? 'Prestador' : 'Cliente';
}

type Props = { users: AdminUser[]; onBan: (user: AdminUser) => void };

export function UsersTable({ users, onBan }: Props) {
  return (
    // From 730 px it is a real table; the wrapper scrolls it sideways if the columns do not fit.
    <div className="nav:overflow-x-auto nav:rounded-2xl nav:bg-white nav:ring-1 nav:ring-stone-200">
      <table className="block w-full nav:table">
        <thead className="sr-only nav:not-sr-only nav:table-header-group nav:bg-stone-50 nav:text-left">
          <tr>
            <th className={HEAD}>Nombre</th>
            <th className={HEAD}>Apellido</th>
            <th className={HEAD}>Email</th>
            <th className={HEAD}>DNI</th>
            <th className={HEAD}>Tipo</th>
            <th className={HEAD}>Estado</th>
            <th className={HEAD}>
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 nav:table-row-group">
          {users.map((user) => (
            <tr
              key={user._id}
              className="block rounded-2xl bg-white p-4 ring-1 ring-stone-200 nav:table-row nav:rounded-none nav:p-0 nav:ring-0 nav:[&:not(:last-child)]:border-b nav:border-stone-200"
            >
              <td data-label="Nombre" className={CELL}>
                {user.nombre}
              </td>
              <td data-label="Apellido" className={CELL}>
                {user.apellido}
              </td>
              <td data-label="Email" className={`${CELL} break-all`}>
                {user.email}
              </td>
              <td data-label="DNI" className={CELL}>
                {user.dni ?? '—'}
              </td>
              <td data-label="Tipo" className={CELL}>
                {roleLabel(user)}
              </td>
              <td data-label="Estado" className={CELL}>
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
              </td>
              <td className="block pt-3 nav:table-cell nav:px-3 nav:py-2 nav:text-right">
                {!user.banned && !user.roles.includes('Admin') && (
                  <Button
                    variant="secondary"
                    className="w-full nav:w-auto"
                    aria-label={`Suspender a ${user.nombre} ${user.apellido}`}
                    onClick={() => onBan(user)}
                  >
                    Suspender
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
