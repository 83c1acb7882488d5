import { DataRightsSection } from '@/features/data-rights/components/data-rights-section.tsx';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences.tsx';
import { PhoneChannelsSection } from '@/features/notifications/components/phone-channels-section.tsx';
import { ProfilePage } from '@/features/users/pages/profile-page.tsx';
import { useAccountDeleted } from './use-account-deleted.ts';

/** /dash/perfil with the notification preferences and the phone's channels (notifications) and the data-rights section (data-rights). */
export function ProfileRoute() {
  const onDeleted = useAccountDeleted();
  return (
    <ProfilePage
      extra={
        <>
          <NotificationPreferences audience="client" />
          <PhoneChannelsSection />
          <DataRightsSection onDeleted={onDeleted} />
        </>
      }
    />
  );
}
