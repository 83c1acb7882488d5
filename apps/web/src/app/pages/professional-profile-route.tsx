import { useParams } from 'react-router';
import { useCountView } from '@/features/activity/view-beacon.ts';
import { FreeTimes } from '@/features/calendar/components/free-times.tsx';
import { CommentsSection } from '@/features/comments/components/comments-section.tsx';
import { FavouriteButton } from '@/features/favourites/components/favourite-button.tsx';
import { HireMinimumPay } from '@/features/pay-scales/components/hire-minimum-pay.tsx';
import { MinimumPay } from '@/features/pay-scales/components/minimum-pay.tsx';
import { ProfessionalProfilePage } from '@/features/professionals/pages/professional-profile-page.tsx';
import { HireButton } from '@/features/solicitudes/components/hire-button.tsx';

/**
 * The provider profile with the hire flow (solicitudes), the next free times (calendar), the heart (favourites), the minimum pay of
 * domestic work (pay-scales), the comments (comments), and the view counted (activity).
 */
export function ProfessionalProfileRoute() {
  useCountView(useParams().id);
  return (
    <ProfessionalProfilePage
      hire={({ professional, services, alt }) => (
        <>
          <HireButton
            professionalId={professional._id}
            services={services}
            preferred={alt}
            serviceNote={(servicio) => <HireMinimumPay servicio={servicio} />}
          />
          <FavouriteButton
            professionalId={professional._id}
            name={`${professional.nombre} ${professional.apellido}`}
          />
        </>
      )}
      work={({ professional, services }) => (
        <>
          <FreeTimes professionalId={professional._id} />
          <MinimumPay services={services} />
        </>
      )}
      comments={({ professional, refresh }) => (
        <CommentsSection
          professionalId={professional._id}
          comments={professional.comentarios}
          onAdded={refresh}
        />
      )}
    />
  );
}
