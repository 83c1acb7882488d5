import { PHONE_PREFIX } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import type { PrivateProfessional } from '@servihogar/shared/professionals';
import { flagsOf } from '@servihogar/shared/service-flags';
import type { Detail } from '@/components/details-list.tsx';
import { categoryLabel, useCategories } from '@/lib/categories.ts';

/** A professional's 'Datos personales' on the profile card: personal data and location. */
export function professionalDetails(p: PrivateProfessional): Detail[] {
  return [
    { label: 'Email', value: p.email },
    { label: 'Celular', value: `${PHONE_PREFIX} ${p.numeroContacto}` },
    { label: 'DNI', value: p.dni },
    { label: 'Edad', value: `${p.edad} años` },
    { label: 'Ubicación', value: [p.ciudad, p.localidad, p.pais].filter(Boolean).join(', ') },
    { label: 'Zona de cobertura', value: p.zonaCobertura || msg.fallback.coverage },
    { label: 'Instagram', value: p.instagram },
    { label: 'Referencias', value: p.referencias },
  ];
}

/** The services the professional registered, with their options. */
export function ServicesDetails({ professional: p }: { professional: PrivateProfessional }) {
  const { data: categories } = useCategories();
  return (
    <section aria-labelledby="servicios-titulo" className="flex flex-col gap-3">
      <h2 id="servicios-titulo" className="text-lg font-bold">
        Servicios
      </h2>
      {p.servicio.length === 0 ? (
        <p className="text-muted">{msg.fallback.profession}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {p.servicio.map((s) => {
            const options = flagsOf(s.tipo).filter((flag) => s[flag]);
            return (
              <li key={s.tipo} className="rounded-xl bg-stone-50 px-4 py-3 ring-1 ring-stone-200">
                <p className="font-semibold">{categoryLabel(s.tipo, categories) ?? s.tipo}</p>
                {options.length > 0 && (
                  <p className="text-sm text-muted">
                    {options.map((flag) => msg.serviceFlags[flag]).join(' · ')}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
