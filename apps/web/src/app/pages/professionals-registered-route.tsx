import { ClaimsAgainstSection } from '@/features/guarantee/components/against-section.tsx';
import { ProfessionalsRegisteredPage } from '@/features/professionals-admin/pages/professionals-registered-page.tsx';
import { NoShowsSection } from '@/features/solicitudes/components/no-shows-section.tsx';

/**
 * /dash/professionalsRegistered with, beside the professionals, the no-shows clients reported
 * (solicitudes) and the guarantee claims decided for the client (guarantee).
 */
export function ProfessionalsRegisteredRoute() {
  return (
    <ProfessionalsRegisteredPage
      extra={
        <>
          <NoShowsSection />
          <ClaimsAgainstSection />
        </>
      }
    />
  );
}
