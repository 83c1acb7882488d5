import { ProfessionalsRegisteredPage } from '@/features/professionals-admin/pages/professionals-registered-page.tsx';
import { NoShowsSection } from '@/features/solicitudes/components/no-shows-section.tsx';

/** /dash/professionalsRegistered with the no-shows clients reported beside the professionals (solicitudes). */
export function ProfessionalsRegisteredRoute() {
  return <ProfessionalsRegisteredPage extra={<NoShowsSection />} />;
}
