import { formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { ProfessionalDetail } from '@servihogar/shared/professionals';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar.tsx';
import { buttonClasses } from '@/components/button.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { RegisteredWorkBadge } from '@/components/registered-work-badge.tsx';
import { ResponseSignal } from '@/components/response-signal.tsx';
import { VerificationBadges } from '@/components/verification-badges.tsx';
import { hasRole, useSessionUser } from '@/lib/session.tsx';
import { ProfileRating } from './profile-rating.tsx';
import { ShareButton } from './share-button.tsx';

type Props = { professional: ProfessionalDetail; hire: ReactNode };

/** Photo, name, services, rating, place, since when, and the actions (product §2 'Provider profile'). */
export function ProfileHeader({ professional: p, hire }: Props) {
  const user = useSessionUser();
  const name = `${p.nombre} ${p.apellido}`;
  const services = p.servicio.map((s) => s.tipo).join(' · ') || msg.fallback.profession;
  const place = [p.ciudad, p.localidad].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:flex-row sm:p-6">
      <Avatar
        src={p.foto}
        name={name}
        alt={`Foto de ${name}`}
        className="size-32 self-center text-4xl sm:self-start"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <PageTitle text={name} />
        <p className="font-semibold text-brand-800">{services}</p>
        <VerificationBadges {...p} />
        <RegisteredWorkBadge show={p.trabajoRegistrado} />
        <ProfileRating
          calificacion={p.calificacion}
          count={p.comentarios.length}
          verified={p.comentarios.filter((c) => c.verified).length}
        />
        <ResponseSignal respuesta={p.respuesta} />
        {place && (
          <p className="text-stone-700">
            <span className="sr-only">Ubicación: </span>
            {place}
          </p>
        )}
        <p className="text-sm text-muted">
          Disponible desde <time dateTime={p.createdAt}>{formatLongDate(p.createdAt)}</time>
        </p>
        <div className="mt-2 flex flex-wrap gap-3">
          {hire}
          <ShareButton professional={p} />
          {hasRole(user, 'Admin') && (
            <Link to={`/dash/editProfessional/${p._id}`} className={buttonClasses('secondary')}>
              {msg.pages.edit}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
