import * as msg from '@servihogar/shared/messages';
import type { AdminProfessional } from '@servihogar/shared/professionals-admin';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/button.tsx';
import { CardActionsCell, CardCell, CardRow, CardTable } from '@/components/card-table.tsx';

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

const COLUMNS = ['Nombre', 'Apellido', 'DNI', 'Email', 'Estado', 'Publicado'] as const;

type Props = { professionals: AdminProfessional[]; onControls: (p: AdminProfessional) => void };

export function ProfessionalsAdminTable({ professionals, onControls }: Props) {
  return (
    <CardTable columns={COLUMNS} actions>
      {professionals.map((p) => {
        const name = `${p.nombre} ${p.apellido}`;
        return (
          <CardRow key={p._id}>
            <CardCell label="Nombre">{p.nombre}</CardCell>
            <CardCell label="Apellido">{p.apellido}</CardCell>
            <CardCell label="DNI">{p.dni || '—'}</CardCell>
            <CardCell label="Email" className="break-all">
              {p.email}
            </CardCell>
            <CardCell label="Estado">
              <Listing p={p} />
            </CardCell>
            <CardCell label="Publicado">{p.listed ? 'Sí' : 'No'}</CardCell>
            <CardActionsCell>
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
            </CardActionsCell>
          </CardRow>
        );
      })}
    </CardTable>
  );
}
