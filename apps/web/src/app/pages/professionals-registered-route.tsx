import { LateChangesSection } from '@/features/bookings/components/late-changes-section.tsx';
import { ClaimsAgainstSection } from '@/features/guarantee/components/against-section.tsx';
import { ProfessionalsRegisteredPage } from '@/features/professionals-admin/pages/professionals-registered-page.tsx';
import { NoShowsSection } from '@/features/solicitudes/components/no-shows-section.tsx';

/**
 * /dash/professionalsRegistered with what clients and professionals did beside the professionals:
 * the no-shows clients reported (solicitudes), the guarantee claims decided for the client
 * (guarantee) and the late changes to booked times (bookings).
 */
export function ProfessionalsRegisteredRoute() {
  return (
    <ProfessionalsRegisteredPage
      extra={
        <>
          <NoShowsSection />
          <LateChangesSection />
          <ClaimsAgainstSection />
        </>
      }
    />
  );
}
