import { categorySlug } from '@servihogar/shared/constants';
import { formatAvailability, formatRate } from '@servihogar/shared/finding';
import * as msg from '@servihogar/shared/messages';
import type { ProfessionalDetail } from '@servihogar/shared/professionals';
import { flagsOf } from '@servihogar/shared/service-flags';
import type { CategoryOption } from '@/lib/categories.ts';

type Props = { professional: ProfessionalDetail; categories: readonly CategoryOption[] | undefined };

const CARD = 'flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-6';

/** The category's description: its text, 'No hay descripción disponible.' when it has none (§8). */
function categoryDescription(tipo: string, categories: readonly CategoryOption[] | undefined): string {
  const category = categories?.find((c) => c.slug === categorySlug(tipo));
  if (!category) return msg.fallback.descriptionUnavailable;
  return category.description?.trim() || msg.fallback.noDescription;
}

/**
 * Each service with its rate, options (Semanal, Mensual, care flags) and descriptions, the coverage
 * zone and the usual availability (only what the professional gave).
 */
export function ProfileServices({ professional: p, categories }: Props) {
  const availability = formatAvailability(p.disponibilidad);
  return (
    <>
      <section aria-labelledby="servicios-titulo" className={CARD}>
        <h2 id="servicios-titulo" className="text-xl font-bold">
          Servicios
        </h2>
        {p.servicio.length === 0 && <p className="text-muted">{msg.fallback.profession}</p>}
        <ul className="flex flex-col gap-4">
          {p.servicio.map((s) => {
            const flags = flagsOf(s.tipo).filter((flag) => s[flag]);
            return (
              <li
                key={s.tipo}
                className="flex flex-col gap-2 border-t border-stone-200 pt-4 first:border-0 first:pt-0"
              >
                <h3 className="text-lg font-semibold text-ink">{s.tipo}</h3>
                {s.tarifa && <p className="font-semibold text-ink">{formatRate(s.tarifa)}</p>}
                <p className="text-stone-700">{categoryDescription(s.tipo, categories)}</p>
                {s.descripcion && (
                  <p className="rounded-lg bg-brand-50 p-3 text-stone-800">
                    <span className="font-semibold">En palabras de {p.nombre}: </span>
                    {s.descripcion}
                  </p>
                )}
                {flags.length > 0 && (
                  <ul aria-label={`Modalidades de ${s.tipo}`} className="flex flex-wrap gap-2">
                    {flags.map((flag) => (
                      <li
                        key={flag}
                        className="rounded-full bg-teal-50 px-3 py-1 text-sm font-semibold text-teal-900 ring-1 ring-teal-200"
                      >
                        ✓ {msg.serviceFlags[flag]}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        {p.referencias && (
          <div className="border-t border-stone-200 pt-4">
            <h3 className="font-semibold text-ink">Referencias</h3>
            <p className="break-words whitespace-pre-line text-stone-700">{p.referencias}</p>
          </div>
        )}
      </section>
      <section aria-labelledby="cobertura-titulo" className={CARD}>
        <h2 id="cobertura-titulo" className="text-xl font-bold">
          Zona de cobertura
        </h2>
        <p className="text-stone-700">{p.zonaCobertura?.trim() || msg.fallback.coverage}</p>
        {availability && (
          <p className="text-stone-700">
            <span className="font-semibold text-ink">Disponibilidad habitual: </span>
            {availability}
          </p>
        )}
      </section>
    </>
  );
}
