import { fillMessage } from '@servihogar/shared/format';
import { msg } from '@servihogar/shared/messages';
import type { PrivateProfessional } from '@servihogar/shared/professionals';
import { useMemo, useState } from 'react';
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
import { useChangeProfessionalPassword } from '../api/change-professional-password.ts';
import { useEditProfessionalPhoto } from '../api/edit-professional-photo.ts';
import { useProfessionalEditData } from '../api/get-professional-edit.ts';
import { ProfileDetails } from '../components/my-profile/profile-details.tsx';
import { valuesFromProfessional } from '../components/professional-form/form-values.ts';
import { ProfessionalForm } from '../components/professional-form/professional-form.tsx';
import {
  describeEditError,
  useSaveProfessional,
} from '../components/professional-form/use-save-professional.ts';

const CARD = 'flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8';

function Profile({ professional: p }: { professional: PrivateProfessional }) {
  const profile = useProfileMode();
  const refreshAccount = useRefreshAccount();
  const [changingPassword, setChangingPassword] = useState(false);
  const photo = useEditProfessionalPhoto(p._id);
  const password = useChangeProfessionalPassword(p._id);
  const save = useSaveProfessional(p._id, async (message) => {
    // The name lives in the access token and the header: both are read again.
    await refreshAccount();
    profile.saved(message);
  });
  const defaults = useMemo(() => valuesFromProfessional(p), [p]);
  const name = `${p.nombre} ${p.apellido}`;

  if (profile.mode === 'edit') {
    return (
      <div className={CARD}>
        <h2 className="text-xl font-bold">Editar mis datos</h2>
        <ProfessionalForm
          defaultValues={defaults}
          submitLabel="Guardar cambios"
          onSubmit={save}
          describeError={describeEditError}
          onCancel={profile.cancelled}
        />
      </div>
    );
  }

  return (
    <div className={CARD}>
      <ProfileSummary
        photo={p.foto}
        name={name}
        subtitle={`Prestador · ${p.altaUsuario ? msg.labels.active : msg.labels.pendingAlta}`}
      />
      {p.servicio.length > 0 && p.pendingCategories.length === p.servicio.length && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-950 ring-1 ring-amber-300"
        >
          {fillMessage(msg.category.pendingOnly, { categoria: p.pendingCategories.join(', ') })}
        </p>
      )}
      {profile.mode === 'photo' ? (
        <PhotoEditor
          currentSrc={p.foto}
          name={name}
          upload={(file, onProgress) => photo.mutateAsync({ file, onProgress })}
          onDone={async (message) => {
            await refreshAccount();
            profile.saved(message);
          }}
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
      <ProfileDetails professional={p} />
      {changingPassword && (
        <ChangePasswordDialog onClose={() => setChangingPassword(false)} change={password.mutateAsync} />
      )}
    </div>
  );
}

/** /dash/miPerfil (Prestador, spec §2 'Profile screen'). */
export function MyProfilePage() {
  const user = useSessionUser();
  const info = useAccountInfo(user.email);
  const id = info.data?.professionalId;
  const query = useProfessionalEditData(id);
  const failed = info.isError || query.isError || (info.isSuccess && !id);

  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 py-4 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle text={msg.pages.myProfile} />
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          <TextLink to="/dash/verificacion">{msg.verification.title}</TextLink>
          <TextLink to="/dash/licenseTypes">Mi suscripción</TextLink>
          <TextLink to="/dash/misDenuncias">{msg.complaints.myComplaints}</TextLink>
        </div>
      </div>
      {failed ? (
        <FormAlert message={msg.edit.loadFailed}>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => void (id ? query.refetch() : info.refetch())}
          >
            Reintentar
          </Button>
        </FormAlert>
      ) : query.data ? (
        <Profile professional={query.data} />
      ) : (
        <PageSpinner label="Cargando tu perfil..." />
      )}
    </section>
  );
}
