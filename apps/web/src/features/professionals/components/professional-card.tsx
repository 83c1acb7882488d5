import { msg } from '@servihogar/shared/messages';
import type { PublicProfessional } from '@servihogar/shared/professionals';
import { Link } from 'react-router';
import { Stars } from '../../../components/stars.tsx';
import { VerificationBadges } from '../../../components/verification-badges.tsx';

const dateFormat = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric' });

type Props = { professional: PublicProfessional; alt: string; serviceLabel: (tipo: string) => string };

export function ProfessionalCard({ professional: p, alt, serviceLabel }: Props) {
  const name = `${p.nombre} ${p.apellido}`;
  const services = p.servicio.map((s) => serviceLabel(s.tipo)).join(' · ') || msg.fallback.profession;
  return (
    <Link
      to={`/dash/professionals/${alt}/${p._id}`}
      className="group flex h-full gap-4 rounded-2xl bg-white p-4 no-underline shadow-sm ring-1 ring-stone-200 transition hover:shadow-md hover:ring-brand-300"
    >
      {p.foto ? (
        <img
          src={p.foto}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="size-24 shrink-0 rounded-xl bg-stone-100 object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-24 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-3xl font-bold text-brand-800"
        >
          {(p.nombre[0] ?? '') + (p.apellido[0] ?? '')}
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="text-lg leading-snug font-bold text-ink group-hover:text-brand-800 group-hover:underline">
          {name}
        </h2>
        <p className="text-sm text-stone-700">{services}</p>
        <VerificationBadges identidadVerificada={p.identidadVerificada} matriculado={p.matriculado} />
        <p className="text-sm text-muted">Disponible desde {dateFormat.format(new Date(p.createdAt))}</p>
        <div className="mt-auto pt-1">
          {p.calificacion > 0 ? (
            <Stars value={p.calificacion} />
          ) : (
            <span className="text-sm font-medium text-muted">{msg.pages.noRating}</span>
          )}
        </div>
      </div>
    </Link>
  );
}

export function ProfessionalCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse gap-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <div className="size-24 shrink-0 rounded-xl bg-stone-200" />
      <div className="flex flex-1 flex-col gap-2 pt-1">
        <div className="h-5 w-2/3 rounded bg-stone-200" />
        <div className="h-4 w-1/2 rounded bg-stone-200" />
        <div className="h-4 w-3/4 rounded bg-stone-200" />
        <div className="mt-2 h-4 w-24 rounded bg-stone-200" />
      </div>
    </div>
  );
}
