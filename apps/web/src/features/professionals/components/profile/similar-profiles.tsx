import * as msg from '@servihogar/shared/messages';
import { viewedFrom } from '@servihogar/shared/view-sources';
import { Link } from 'react-router';
import { CardAvatar } from '@/components/avatar.tsx';
import { CardRating } from '@/components/stars.tsx';
import { useSimilarProfessionals } from '@/features/professionals/api/get-similar.ts';

type Props = { id: string; alt: string | undefined };

/** Spec §2 sidebar: up to 3 providers of the same service, or 'No hay perfiles similares aún'. */
export function SimilarProfiles({ id, alt }: Props) {
  const query = useSimilarProfessionals(id, alt);
  const list = query.data?.professionals ?? [];
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 className="text-lg font-bold">Perfiles similares</h2>
      {query.isPending && <p className="text-muted">Cargando...</p>}
      {!query.isPending && list.length === 0 && <p className="text-muted">{msg.pages.noSimilar}</p>}
      {list.length > 0 && (
        <ul className="flex flex-col gap-3">
          {list.map((p) => {
            const name = `${p.nombre} ${p.apellido}`;
            return (
              <li key={p._id}>
                <Link
                  to={`/dash/professionals/${alt ? encodeURIComponent(alt) : 'details'}/${p._id}`}
                  state={viewedFrom('similares')}
                  className="group flex items-center gap-3 rounded-xl p-2 no-underline hover:bg-brand-50"
                >
                  <CardAvatar professional={p} size={56} className="size-14 text-lg" />
                  <span className="flex min-w-0 flex-col gap-0.5">
                    <span className="font-semibold text-ink group-hover:underline">{name}</span>
                    <span className="truncate text-sm text-muted">
                      {p.servicio.map((s) => s.tipo).join(' · ')}
                    </span>
                    <CardRating value={p.calificacion} size={14} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
