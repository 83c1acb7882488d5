import { CalendarFeedSection } from '@/features/bookings/components/calendar-feed-section.tsx';
import { DataRightsSection } from '@/features/data-rights/components/data-rights-section.tsx';
import { MyInvoicesSection } from '@/features/invoices/components/my-invoices-section.tsx';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences.tsx';
import { PhoneChannelsSection } from '@/features/notifications/components/phone-channels-section.tsx';
import { ProfilePage } from '@/features/users/pages/profile-page.tsx';
import { useAccountDeleted } from './use-account-deleted.ts';

/** /dash/perfil with the calendar feed (bookings), the notification preferences and the phone's channels (notifications) "Mis facturas" (invoices) and the data-rights section (data-rights). */
export function ProfileRoute() {
  const onDeleted = useAccountDeleted();
  return (
    <ProfilePage
      extra={
        <>
          <CalendarFeedSection />
          <NotificationPreferences audience="client" />
          <PhoneChannelsSection />
          <MyInvoicesSection />
          <DataRightsSection onDeleted={onDeleted} />
        </>
      }
    />
  );
}
