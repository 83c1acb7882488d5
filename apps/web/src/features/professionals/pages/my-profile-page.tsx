import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { PrivateProfessional } from '@servihogar/shared/professionals';
import { type ReactNode, useMemo } from 'react';
import { ProfileCard, ProfileFrame } from '@/components/profile-card.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { useAccountInfo } from '@/lib/account-info.ts';
import { useSessionUser } from '@/lib/session.tsx';
import { useChangeProfessionalPassword } from '../api/change-professional-password.ts';
import { useEditProfessionalPhoto } from '../api/edit-professional-photo.ts';
import { useProfessionalEditData } from '../api/get-professional-edit.ts';
import { professionalDetails, ServicesDetails } from '../components/my-profile/profile-details.tsx';
import { valuesFromProfessional } from '../components/professional-form/form-values.ts';
import { ProfessionalForm } from '../components/professional-form/professional-form.tsx';
import {
  describeEditError,
  useSaveProfessional,
} from '../components/professional-form/use-save-professional.ts';

function EditForm({ professional: p, done, cancel }: EditProps) {
  const save = useSaveProfessional(p._id, done);
  const defaults = useMemo(() => valuesFromProfessional(p), [p]);
  return (
    <ProfessionalForm
      defaultValues={defaults}
      submitLabel="Guardar cambios"
      onSubmit={save}
      describeError={describeEditError}
      onCancel={cancel}
    />
  );
}
type EditProps = {
  professional: PrivateProfessional;
  done: (message: string) => Promise<void>;
  cancel: () => void;
};

function Pending({ children }: { children: string }) {
  return (
    <p
      role="status"
      className="rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-950 ring-1 ring-amber-300"
    >
      {children}
    </p>
  );
}

function Profile({ professional: p }: { professional: PrivateProfessional }) {
  const photo = useEditProfessionalPhoto(p._id);
  const password = useChangeProfessionalPassword(p._id);
  const onlyPending = p.servicio.length > 0 && p.pendingCategories.length === p.servicio.length;
  return (
    <ProfileCard
      photo={p.foto}
      name={`${p.nombre} ${p.apellido}`}
      subtitle={`Prestador · ${p.altaUsuario ? msg.labels.active : msg.labels.pendingAlta}`}
      notice={
        <>
          {onlyPending && (
            <Pending>
              {fillMessage(msg.category.pendingOnly, { categoria: p.pendingCategories.join(', ') })}
            </Pending>
          )}
          {p.pendingEmail && (
            <Pending>
              {fillMessage(msg.professionalForm.contactEmailPendingNote, {
                pendiente: p.pendingEmail,
                actual: p.email,
              })}
            </Pending>
          )}
        </>
      }
      details={professionalDetails(p)}
      uploadPhoto={(file, onProgress) => photo.mutateAsync({ file, onProgress })}
      changePassword={password.mutateAsync}
      renderForm={(done, cancel) => <EditForm professional={p} done={done} cancel={cancel} />}
    >
      <ServicesDetails professional={p} />
    </ProfileCard>
  );
}

/** /dash/miPerfil (Prestador, product §2 'Profile screen'). */
type PageProps = {
  /** Shown under the loaded profile (the app puts the data-rights section there). */
  extra?: ReactNode;
};

export function MyProfilePage({ extra }: PageProps = {}) {
  const user = useSessionUser();
  const info = useAccountInfo(user.email);
  const id = info.data?.professionalId;
  const query = useProfessionalEditData(id);
  return (
    <ProfileFrame
      links={
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          <TextLink to="/dash/pedidos">{msg.pages.requests}</TextLink>
          <TextLink to="/dash/miActividad">{msg.pages.myActivity}</TextLink>
          <TextLink to="/dash/verificacion">{msg.verification.title}</TextLink>
          <TextLink to="/dash/licenseTypes">Mi suscripción</TextLink>
          <TextLink to="/dash/misDenuncias">{msg.complaints.myComplaints}</TextLink>
        </div>
      }
      failed={info.isError || query.isError || (info.isSuccess && !id)}
      failedMessage={msg.edit.loadFailed}
      onRetry={() => void (id ? query.refetch() : info.refetch())}
    >
      {query.data ? (
        <>
          <Profile professional={query.data} />
          {extra}
        </>
      ) : null}
    </ProfileFrame>
  );
}
