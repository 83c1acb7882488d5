import * as msg from '@servihogar/shared/messages';
import type { UserProfile } from '@servihogar/shared/users';
import type { ReactNode } from 'react';
import { ProfileCard, ProfileFrame } from '@/components/profile-card.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { useAccountInfo } from '@/lib/account-info.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useChangeUserPassword } from '../api/change-user-password.ts';
import { useEditUser } from '../api/edit-user.ts';
import { useEditUserPhoto } from '../api/edit-user-photo.ts';
import { useUserProfile } from '../api/get-user.ts';
import { userDetails } from '../components/profile/user-details.tsx';
import { UserProfileForm } from '../components/profile/user-profile-form.tsx';

const LOAD_FAILED = 'No se pudieron cargar tus datos. Por favor, intentá nuevamente.';

function Profile({ user }: { user: UserProfile }) {
  const edit = useEditUser(user._id);
  const photo = useEditUserPhoto(user._id);
  const password = useChangeUserPassword(user._id);
  return (
    <ProfileCard
      photo={user.foto}
      name={`${user.nombre} ${user.apellido}`}
      subtitle="Cliente"
      details={userDetails(user)}
      uploadPhoto={(file, onProgress) => photo.mutateAsync({ file, onProgress })}
      changePassword={password.mutateAsync}
      renderForm={(done, cancel) => (
        <UserProfileForm
          user={user}
          save={async (body) => {
            const res = await edit.mutateAsync(body);
            await done(res?.message || msg.profile.updated);
          }}
          onCancel={cancel}
        />
      )}
    />
  );
}

/** /dash/perfil (Cliente, product §2 'Profile screen'). */
type PageProps = {
  /** Shown under the loaded profile (the app puts the data-rights section there). */
  extra?: ReactNode;
};

export function ProfilePage({ extra }: PageProps = {}) {
  const session = useSessionUser();
  const info = useAccountInfo(session.email);
  const query = useUserProfile(info.data?.id);
  return (
    <ProfileFrame
      links={
        <>
          <TextLink to="/dash/misSolicitudes">Mis solicitudes</TextLink>
          <TextLink to="/dash/misDenuncias">{msg.complaints.myComplaints}</TextLink>
        </>
      }
      failed={info.isError || query.isError}
      failedMessage={LOAD_FAILED}
      onRetry={() => void (info.isError ? info.refetch() : query.refetch())}
    >
      {query.data ? (
        <>
          <Profile user={query.data} />
          {extra}
        </>
      ) : null}
    </ProfileFrame>
  );
}
