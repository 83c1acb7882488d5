import { CalendarFeedSection } from '@/features/bookings/components/calendar-feed-section.tsx';
import { DataRightsSection } from '@/features/data-rights/components/data-rights-section.tsx';
import { MyProfilePage } from '@/features/professionals/pages/my-profile-page.tsx';
import { useAccountDeleted } from './use-account-deleted.ts';

/** /dash/miPerfil with the calendar feed (bookings) and the data-rights section (data-rights). */
export function MyProfileRoute() {
  const onDeleted = useAccountDeleted();
  return (
    <MyProfilePage
      extra={
        <>
          <CalendarFeedSection />
          <DataRightsSection onDeleted={onDeleted} />
        </>
      }
    />
  );
}
