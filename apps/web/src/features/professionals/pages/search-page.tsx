import { categorySlug } from '@servihogar/shared/constants';
import type { PublicProfessional } from '@servihogar/shared/professionals';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { categoryLabel, useCategories } from '@/lib/categories.ts';
import { FindingList } from '../components/finding/finding-list.tsx';

type Props = { cardAction?: (professional: PublicProfessional) => ReactNode };

/** `/dash/buscar?q=…`: the header's search, with the category page's cards and filters. */
export function SearchPage({ cardAction }: Props = {}) {
  const q = useSearchParams()[0].get('q')?.trim() ?? '';
  const { data: categories } = useCategories();
  const serviceLabel = (tipo: string) => categoryLabel(categorySlug(tipo), categories) ?? tipo;
  return (
    <section className="flex flex-col gap-6">
      <PageTitle text={q ? `Resultados para “${q}”` : 'Buscar profesionales'} />
      <FindingList
        emptyText="Escribí en el buscador qué servicio o profesional necesitás."
        serviceLabel={serviceLabel}
        altOf={(p) => categorySlug(p.servicio[0]?.tipo ?? '')}
        cardAction={cardAction}
      />
    </section>
  );
}
