import { categorySlug } from '@servihogar/shared/constants';
import type { PublicProfessional } from '@servihogar/shared/professionals';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { categoryLabel, useCategories } from '@/lib/categories.ts';
import { FindingList } from '../components/finding/finding-list.tsx';

type Props = {
  /** A control on each card (the app puts the favourites heart there). */
  cardAction?: (professional: PublicProfessional) => ReactNode;
  /** The signed-in client's own city, preselected in the filters. */
  homeCity?: string | undefined;
};

export function ProfessionalsByCategoryPage({ cardAction, homeCity }: Props = {}) {
  const alt = useParams().alt ?? '';
  const { data: categories, isPending: categoriesPending } = useCategories();
  const title = categoryLabel(alt, categories) ?? alt;
  const description = categories?.find((c) => c.slug === alt)?.description;
  const serviceLabel = (tipo: string) => categoryLabel(categorySlug(tipo), categories) ?? tipo;

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <PageTitle text={title} />
        {description && <p className="max-w-2xl text-muted">{description}</p>}
      </div>
      {/* The list waits for the category's description above it (both load at once), so the
          description never pushes visible cards down (layout shift). */}
      {categoriesPending ? (
        <span className="sr-only">Cargando profesionales...</span>
      ) : (
        <FindingList
          servicio={alt}
          homeCity={homeCity}
          emptyText="Todavía no hay profesionales en esta categoría."
          serviceLabel={serviceLabel}
          altOf={() => alt}
          cardAction={cardAction}
        />
      )}
    </section>
  );
}
