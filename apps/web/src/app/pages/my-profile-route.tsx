import { CalendarFeedSection } from '@/features/bookings/components/calendar-feed-section.tsx';
import { MyCalendarSection } from '@/features/calendar/components/my-calendar-section.tsx';
import { DataRightsSection } from '@/features/data-rights/components/data-rights-section.tsx';
import { MyInvoicesSection } from '@/features/invoices/components/my-invoices-section.tsx';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences.tsx';
import { PhoneChannelsSection } from '@/features/notifications/components/phone-channels-section.tsx';
import { MyProfilePage } from '@/features/professionals/pages/my-profile-page.tsx';
import { useAccountDeleted } from './use-account-deleted.ts';

/** /dash/miPerfil with the calendar (calendar) and its feed (bookings), the notification preferences and the phone's channels (notifications) "Mis facturas" (invoices) and the data-rights section (data-rights). */
export function MyProfileRoute() {
  const onDeleted = useAccountDeleted();
  return (
    <MyProfilePage
      extra={
        <>
          <MyCalendarSection />
          <CalendarFeedSection />
          <NotificationPreferences audience="professional" />
          <PhoneChannelsSection />
          <MyInvoicesSection />
          <DataRightsSection onDeleted={onDeleted} />
        </>
      }
    />
  );
}
