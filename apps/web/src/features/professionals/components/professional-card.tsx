import { categorySlug } from '@servihogar/shared/constants';
import { formatAvailability, formatRate } from '@servihogar/shared/finding';
import * as msg from '@servihogar/shared/messages';
import type { PublicProfessional } from '@servihogar/shared/professionals';
import { viewedFrom } from '@servihogar/shared/view-sources';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardImage } from '@/components/avatar.tsx';
import { RegisteredWorkBadge } from '@/components/registered-work-badge.tsx';
import { ResponseSignal } from '@/components/response-signal.tsx';
import { CardRating } from '@/components/stars.tsx';
import { VerificationBadges } from '@/components/verification-badges.tsx';

const dateFormat = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric' });

type Props = {
  professional: PublicProfessional;
  alt: string;
  serviceLabel: (tipo: string) => string;
  /** A control beside the link (the favourites heart), never inside it. */
  action?: ReactNode;
};

const distanceFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** The rate of the page's service, else the lowest one given (a card shows one). */
function cardRate(p: PublicProfessional, alt: string): string | null {
  const own = p.servicio.find((s) => categorySlug(s.tipo) === alt)?.tarifa;
  const priced = p.servicio.flatMap((s) => (s.tarifa?.monto ? [s.tarifa] : []));
  const lowest = priced.sort((a, b) => (a.monto ?? 0) - (b.monto ?? 0))[0];
  return formatRate(own ?? lowest ?? p.servicio.find((s) => s.tarifa)?.tarifa);
}

export function ProfessionalCard({ professional: p, alt, serviceLabel, action }: Props) {
  const name = `${p.nombre} ${p.apellido}`;
  const services = p.servicio.map((s) => serviceLabel(s.tipo)).join(' · ') || msg.fallback.profession;
  const rate = cardRate(p, alt);
  const availability = formatAvailability(p.disponibilidad);
  const card = (
    <Link
      to={`/dash/professionals/${alt}/${p._id}`}
      state={viewedFrom('categoria')}
      className="group flex h-full gap-4 rounded-2xl bg-white p-4 no-underline shadow-sm ring-1 ring-stone-200 transition hover:shadow-md hover:ring-brand-300"
    >
      {p.foto ? (
        <img
          alt=""
          {...cardImage(p.foto, { src: p.fotoMiniatura, size: 96 })}
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
      <div className={action ? 'flex min-w-0 flex-col gap-1 pr-10' : 'flex min-w-0 flex-col gap-1'}>
        {/* A long surname breaks rather than widen the card past a phone's width. */}
        <h2 className="text-lg leading-snug font-bold [overflow-wrap:anywhere] text-ink group-hover:text-brand-800 group-hover:underline">
          {name}
        </h2>
        <p className="text-sm text-stone-700">{services}</p>
        <VerificationBadges {...p} />
        <RegisteredWorkBadge show={p.trabajoRegistrado} />
        {(rate || p.distanciaKm !== undefined) && (
          <p className="text-sm font-semibold text-ink">
            {[rate, p.distanciaKm !== undefined && `A ${distanceFormat.format(p.distanciaKm)} km`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {availability && <p className="text-sm text-stone-700">{availability}</p>}
        <p className="text-sm text-muted">{p.ciudad}</p>
        <p className="text-sm text-muted">Disponible desde {dateFormat.format(new Date(p.createdAt))}</p>
        <ResponseSignal respuesta={p.respuesta} />
        <div className="mt-auto pt-1">
          <CardRating value={p.calificacion} />
        </div>
      </div>
    </Link>
  );
  if (!action) return card;
  return (
    <div className="relative h-full">
      {card}
      <div className="absolute top-3 right-3">{action}</div>
    </div>
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
