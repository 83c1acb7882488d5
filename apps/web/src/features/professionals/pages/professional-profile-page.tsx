import { categorySlug } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import type { ProfessionalDetail } from '@servihogar/shared/professionals';
import { type ReactNode, useCallback, useDeferredValue } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCategories } from '@/lib/categories.ts';
import { failureText } from '@/lib/feedback.ts';
import { useProfessional } from '../api/get-professional.ts';
import { ProfileHeader } from '../components/profile/profile-header.tsx';
import { ProfileServices } from '../components/profile/profile-services.tsx';
import { SimilarProfiles } from '../components/profile/similar-profiles.tsx';

/** What the app's hire and comment parts (other features) get from the page. */
export type ProfileSlotProps = {
  professional: ProfessionalDetail;
  /** Category slugs and names of the professional's services; `recurring`: offered weekly or monthly. */
  services: { slug: string; label: string; recurring: boolean }[];
  /** The `{alt}` of the path, on /dash/professionals/:alt/:id. */
  alt: string | undefined;
  /** Reads the profile again (after a comment: the new comment and average). */
  refresh: () => void;
};

type Props = {
  hire?: (props: ProfileSlotProps) => ReactNode;
  /** Under the services: what other features say of this kind of work (the minimum pay…). */
  work?: (props: ProfileSlotProps) => ReactNode;
  comments?: (props: ProfileSlotProps) => ReactNode;
};

/** /dash/professionals/:alt/:id and /dash/professionals/details/:id (product §2 'Provider profile'). */
export function ProfessionalProfilePage({ hire, work, comments }: Props) {
  const { alt, id = '' } = useParams();
  const query = useProfessional(id);
  const { data: categories } = useCategories();
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  // The whole profile renders when it arrives: deferred, React does it in short slices, so a slow
  // phone stays responsive (the spinner stays meanwhile, never another professional's profile).
  const professional = useDeferredValue(query.data);

  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4 py-8">
        <h1 className="text-2xl font-bold">
          {notFound ? 'Profesional no encontrado' : 'Perfil del profesional'}
        </h1>
        <FormAlert message={failureText(query.error, msg.registration.unexpected, 'server')} />
        <div className="flex flex-wrap gap-3">
          {!notFound && (
            <Button variant="secondary" onClick={refresh}>
              Reintentar
            </Button>
          )}
          <Link to="/" className={buttonClasses('primary')}>
            {msg.pages.backHome}
          </Link>
        </div>
      </div>
    );
  }

  if (!professional || professional._id !== query.data?._id)
    return <PageSpinner label="Cargando el perfil..." />;
  const slot: ProfileSlotProps = {
    professional,
    services: professional.servicio.map((s) => ({
      slug: categorySlug(s.tipo),
      label: s.tipo,
      recurring: Boolean(s.semanal || s.mensual),
    })),
    alt,
    refresh,
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="flex min-w-0 flex-col gap-6">
        <ProfileHeader professional={professional} hire={hire?.(slot)} />
        <ProfileServices professional={professional} categories={categories} />
        {work?.(slot)}
        {comments?.(slot)}
      </div>
      <aside aria-label="Perfiles similares" className="min-w-0">
        <SimilarProfiles id={professional._id} alt={alt} />
      </aside>
    </div>
  );
}
