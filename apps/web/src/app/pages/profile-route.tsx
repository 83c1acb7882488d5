import { DataRightsSection } from '@/features/data-rights/components/data-rights-section.tsx';
import { PhoneChannelsSection } from '@/features/notifications/components/phone-channels-section.tsx';
import { ProfilePage } from '@/features/users/pages/profile-page.tsx';
import { useAccountDeleted } from './use-account-deleted.ts';

/** /dash/perfil with the phone's notification channels (notifications) and the data-rights section (data-rights). */
export function ProfileRoute() {
  const onDeleted = useAccountDeleted();
  return (
    <ProfilePage
      extra={
        <>
          <PhoneChannelsSection />
          <DataRightsSection onDeleted={onDeleted} />
        </>
      }
    />
  );
}
