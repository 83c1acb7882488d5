import { formatLongDate } from '@servihogar/shared/format';
import type { MySolicitud } from '@servihogar/shared/solicitudes';
import { ratingPath } from '@servihogar/shared/solicitudes';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar.tsx';
import { buttonClasses } from '@/components/button.tsx';
import { type CategoryOption, categoryLabel } from '@/lib/categories.ts';

type Props = { solicitud: MySolicitud; categories: readonly CategoryOption[] | undefined };

export function SolicitudItem({ solicitud: s, categories }: Props) {
  const name = `${s.professional.nombre} ${s.professional.apellido}`;
  const profile = `/dash/professionals/${s.servicio ? encodeURIComponent(s.servicio) : 'details'}/${s.professional._id}`;
  const service = s.servicio ? (categoryLabel(s.servicio, categories) ?? s.servicio) : 'Servicio eliminado';
  return (
    <article className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <Avatar src={s.professional.foto} name={name} className="size-14 text-lg" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link to={profile} className="text-lg font-bold text-ink hover:text-brand-800">
          {name}
        </Link>
        <p className="text-sm text-stone-700">{service}</p>
        <p className="text-sm text-muted">
          Solicitada el <time dateTime={s.createdAt}>{formatLongDate(s.createdAt)}</time>
        </p>
      </div>
      {s.flujoCompleto ? (
        <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
          Calificado
        </span>
      ) : (
        s.servicio && (
          <Link
            to={ratingPath(s.servicio, s.professional._id, s._id)}
            className={buttonClasses('primary')}
            aria-label={`Calificar a ${name}`}
          >
            Calificar
          </Link>
        )
      )}
    </article>
  );
}
