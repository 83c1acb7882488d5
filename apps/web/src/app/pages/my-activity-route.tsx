import { MyActivityPage } from '@/features/activity/pages/my-activity-page.tsx';
import { DestacadoTracker } from '@/features/destacados/components/destacado-tracker.tsx';

/** /dash/miActividad: the professional's figures with the "Profesional destacado" tracker (issue 45). */
export function MyActivityRoute() {
  return <MyActivityPage aside={<DestacadoTracker />} />;
}
