import { useEffect } from 'react';
import { CategoriesSection } from '../components/categories-section.tsx';
import { AdvertisingSection, ComplaintsSection, JoinSection } from '../components/info-sections.tsx';
import { NearbySection } from '../components/nearby-section.tsx';

export function HomePage() {
  useEffect(() => {
    document.title = 'ServiHogar';
  }, []);
  return (
    <div className="flex flex-col gap-12 pt-4">
      <section className="rounded-3xl bg-gradient-to-br from-brand-50 via-white to-amber-50 px-6 py-10 ring-1 ring-brand-100 sm:px-10">
        <p className="text-sm font-bold tracking-wide text-brand-800 uppercase">Tucumán, Argentina</p>
        <h1 className="mt-2 max-w-2xl text-3xl leading-tight font-extrabold tracking-tight text-ink sm:text-4xl">
          Profesionales de confianza para tu hogar
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-700">
          ServiHogar reúne a niñeras, personal de limpieza, cuidadores, plomeros, gasistas, electricistas y
          otros prestadores de Tucumán. Compará perfiles y calificaciones de otros clientes, y contactá a
          quien mejor se adapte a lo que necesitás.
        </p>
        <a
          href="#categorias"
          className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          Ver categorías ↓
        </a>
      </section>
      <CategoriesSection />
      <NearbySection />
      <div className="grid gap-6 lg:grid-cols-3">
        <JoinSection />
        <ComplaintsSection />
        <AdvertisingSection />
      </div>
    </div>
  );
}
