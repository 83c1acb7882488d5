import { msg } from '@servihogar/shared/messages';
import type { UserProfile } from '@servihogar/shared/users';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ChangePasswordDialog } from '../../../components/change-password-dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PhotoEditor } from '../../../components/photo-editor.tsx';
import { ProfileActions } from '../../../components/profile-actions.tsx';
import { ProfileSummary } from '../../../components/profile-summary.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { TextLink } from '../../../components/text-link.tsx';
import { useProfileMode } from '../../../components/use-profile-mode.ts';
import { useAccountInfo, useRefreshAccount } from '../../../lib/account-info.ts';
import { useSessionUser } from '../../../lib/session.tsx';
import { useChangeUserPassword } from '../api/change-user-password.ts';
import { useEditUser } from '../api/edit-user.ts';
import { useEditUserPhoto } from '../api/edit-user-photo.ts';
import { useUserProfile } from '../api/get-user.ts';
import { UserDetails } from '../components/profile/user-details.tsx';
import { UserProfileForm } from '../components/profile/user-profile-form.tsx';

const CARD = 'flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8';
const LOAD_FAILED = 'No se pudieron cargar tus datos. Por favor, intenta nuevamente.';

function Profile({ user }: { user: UserProfile }) {
  const profile = useProfileMode();
  const refreshAccount = useRefreshAccount();
  const [changingPassword, setChangingPassword] = useState(false);
  const edit = useEditUser(user._id);
  const photo = useEditUserPhoto(user._id);
  const password = useChangeUserPassword(user._id);
  const name = `${user.nombre} ${user.apellido}`;
  // The name lives in the access token and the header, the photo in the header: both are read again.
  const done = async (message: string) => {
    await refreshAccount();
    profile.saved(message);
  };

  if (profile.mode === 'edit') {
    return (
      <div className={CARD}>
        <h2 className="text-xl font-bold">Editar mis datos</h2>
        <UserProfileForm
          user={user}
          save={async (body) => {
            const res = await edit.mutateAsync(body);
            await done(res?.message || msg.profile.updated);
          }}
          onCancel={profile.cancelled}
        />
      </div>
    );
  }

  return (
    <div className={CARD}>
      <ProfileSummary photo={user.foto} name={name} subtitle="Cliente" />
      {profile.mode === 'photo' ? (
        <PhotoEditor
          currentSrc={user.foto}
          name={name}
          upload={(file, onProgress) => photo.mutateAsync({ file, onProgress })}
          onDone={done}
          onCancel={profile.cancelled}
        />
      ) : (
        <ProfileActions
          onEdit={profile.edit}
          onPhoto={profile.editPhoto}
          onPassword={() => setChangingPassword(true)}
        />
      )}
      {profile.notice && <FormAlert message={profile.notice.text} tone={profile.notice.tone} />}
      <UserDetails user={user} />
      {changingPassword && (
        <ChangePasswordDialog onClose={() => setChangingPassword(false)} change={password.mutateAsync} />
      )}
    </div>
  );
}

/** /dash/perfil (Cliente, spec §2 'Profile screen'). */
type PageProps = {
  /** Shown under the loaded profile (the app puts the data-rights section there). */
  extra?: ReactNode;
};

export function ProfilePage({ extra }: PageProps = {}) {
  const session = useSessionUser();
  const info = useAccountInfo(session.email);
  const query = useUserProfile(info.data?.id);
  const failed = info.isError || query.isError;

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 py-4 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle text={msg.pages.myProfile} />
        <TextLink to="/dash/misSolicitudes">Mis solicitudes</TextLink>
        <TextLink to="/dash/misDenuncias">{msg.complaints.myComplaints}</TextLink>
      </div>
      {failed ? (
        <FormAlert message={LOAD_FAILED}>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => void (info.isError ? info.refetch() : query.refetch())}
          >
            Reintentar
          </Button>
        </FormAlert>
      ) : query.data ? (
        <Profile user={query.data} />
      ) : (
        <PageSpinner label="Cargando tu perfil..." />
      )}
      {!failed && query.data && extra}
    </section>
  );
}
