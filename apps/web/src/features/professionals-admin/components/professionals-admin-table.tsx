import { msg } from '@servihogar/shared/messages';
import type { AdminProfessional } from '@servihogar/shared/professionals-admin';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/button.tsx';

const HEAD = 'px-3 py-3 text-sm font-semibold text-muted';
// Under 730 px each row becomes a card and each cell shows its column name (data-label).
const CELL =
  'flex justify-between gap-4 py-1 text-right before:shrink-0 before:font-semibold before:text-muted before:content-[attr(data-label)] nav:table-cell nav:px-3 nav:py-3 nav:text-left nav:align-middle nav:before:content-none';
const SMALL = 'min-h-10 px-3 py-1 text-sm';

function Listing({ p }: { p: AdminProfessional }) {
  const label = p.altaUsuario ? msg.labels.active : msg.labels.pendingAlta;
  return (
    <span
      className={clsx(
        'rounded-full px-2 py-0.5 text-sm font-semibold whitespace-nowrap',
        p.altaUsuario ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950',
      )}
    >
      {label}
    </span>
  );
}

type Props = { professionals: AdminProfessional[]; onControls: (p: AdminProfessional) => void };

export function ProfessionalsAdminTable({ professionals, onControls }: Props) {
  return (
    <div className="nav:overflow-x-auto nav:rounded-2xl nav:bg-white nav:ring-1 nav:ring-stone-200">
      <table className="block w-full nav:table">
        <thead className="sr-only nav:not-sr-only nav:table-header-group nav:bg-stone-50 nav:text-left">
          <tr>
            <th className={HEAD}>Nombre</th>
            <th className={HEAD}>Apellido</th>
            <th className={HEAD}>DNI</th>
            <th className={HEAD}>Email</th>
            <th className={HEAD}>Estado</th>
            <th className={HEAD}>Publicado</th>
            <th className={HEAD}>
              <span className="sr-only">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody className="flex flex-col gap-3 nav:table-row-group">
          {professionals.map((p) => {
            const name = `${p.nombre} ${p.apellido}`;
            return (
              <tr
                key={p._id}
                className="block rounded-2xl bg-white p-4 ring-1 ring-stone-200 nav:table-row nav:rounded-none nav:p-0 nav:ring-0 nav:[&:not(:last-child)]:border-b nav:border-stone-200"
              >
                <td data-label="Nombre" className={CELL}>
                  {p.nombre}
                </td>
                <td data-label="Apellido" className={CELL}>
                  {p.apellido}
                </td>
                <td data-label="DNI" className={CELL}>
                  {p.dni || '—'}
                </td>
                <td data-label="Email" className={`${CELL} break-all`}>
                  {p.email}
                </td>
                <td data-label="Estado" className={CELL}>
                  <Listing p={p} />
                </td>
                <td data-label="Publicado" className={CELL}>
                  {p.listed ? 'Sí' : 'No'}
                </td>
                <td className="block pt-3 nav:table-cell nav:px-3 nav:py-2 nav:text-right">
                  <div className="flex flex-wrap gap-2 nav:flex-nowrap nav:justify-end">
                    <Button
                      className={clsx(SMALL, 'flex-1 nav:flex-none')}
                      aria-label={`${msg.providerAdmin.controles} de ${name}`}
                      onClick={() => onControls(p)}
                    >
                      {msg.providerAdmin.controles}
                    </Button>
                    <Link
                      to={`/dash/editProfessional/${encodeURIComponent(p._id)}`}
                      className={buttonClasses('secondary', clsx(SMALL, 'flex-1 nav:flex-none'))}
                      aria-label={`${msg.pages.edit} a ${name}`}
                    >
                      {msg.pages.edit}
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
