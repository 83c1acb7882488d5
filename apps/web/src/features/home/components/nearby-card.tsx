import * as msg from '@servihogar/shared/messages';
import type { NearbyProfessional } from '@servihogar/shared/professionals';
import { viewedFrom } from '@servihogar/shared/view-sources';
import { Link } from 'react-router';
import { CardAvatar } from '@/components/avatar.tsx';
import { CardRating } from '@/components/stars.tsx';
import { VerificationBadges } from '@/components/verification-badges.tsx';

const km = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 'a 2,3 km' */
export const formatDistance = (distanciaKm: number) => `a ${km.format(distanciaKm)} km`;

// `servicio[].tipo` of public professionals is the category's name.
export function NearbyCard({ professional: p }: { professional: NearbyProfessional }) {
  const name = `${p.nombre} ${p.apellido}`;
  const services = p.servicio.map((s) => s.tipo).join(' · ') || msg.fallback.profession;
  return (
    <Link
      to={`/dash/professionals/details/${p._id}`}
      state={viewedFrom('cercanos')}
      className="group flex h-full flex-col items-center gap-2 rounded-2xl bg-white p-5 text-center no-underline shadow-sm ring-1 ring-stone-200 transition hover:shadow-md hover:ring-brand-300"
    >
      <CardAvatar professional={p} size={96} className="size-24 text-3xl" />
      <h3 className="text-lg leading-snug font-bold text-ink group-hover:text-brand-800 group-hover:underline">
        {name}
      </h3>
      <p className="text-sm text-stone-700">{services}</p>
      <VerificationBadges
        identidadVerificada={p.identidadVerificada}
        matriculado={p.matriculado}
        className="justify-center"
      />
      <CardRating value={p.calificacion} size={18} />
      <p className="mt-auto inline-flex items-center gap-1 pt-1 text-sm font-semibold text-brand-800">
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
        {formatDistance(p.distanciaKm)}
      </p>
    </Link>
  );
}
