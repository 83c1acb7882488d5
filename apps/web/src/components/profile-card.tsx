import * as msg from '@servihogar/shared/messages';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useRefreshAccount } from '@/lib/account-info.ts';
import { Button } from './button.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { type Detail, DetailsList } from './details-list.tsx';
import { FormAlert } from './form-alert.tsx';
import { PageTitle } from './page-title.tsx';
import { PhotoEditor } from './photo-editor.tsx';
import { ProfileActions } from './profile-actions.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { PageSpinner } from './spinner.tsx';
import { useProfileMode } from './use-profile-mode.ts';

const CARD = 'flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8';

type CardProps = {
  photo: string | null;
  name: string;
  subtitle: ReactNode;
  /** Shown under the summary, e.g. a notice about the account. */
  notice?: ReactNode;
  /** The 'Datos personales' list. */
  details: Detail[];
  /** Shown under the personal data, e.g. the services. */
  children?: ReactNode;
  uploadPhoto: ComponentProps<typeof PhotoEditor>['upload'];
  changePassword: ComponentProps<typeof ChangePasswordDialog>['change'];
  /** The edit form: `done(message)` after a save, `cancel()` to leave without saving. */
  renderForm: (done: (message: string) => Promise<void>, cancel: () => void) => ReactNode;
};

/**
 * The profile screen of product §2/§4 for every account (Cliente and Prestador): view, edit, photo
 * and password modes. After a save the account is read again (the name lives in the access token
 * and the header, the photo in the header).
 */
export function ProfileCard(props: CardProps) {
  const { photo, name, subtitle, notice, details, children, uploadPhoto, changePassword, renderForm } = props;
  const profile = useProfileMode();
  const refreshAccount = useRefreshAccount();
  const [changingPassword, setChangingPassword] = useState(false);
  const done = async (message: string) => {
    await refreshAccount();
    profile.saved(message);
  };

  if (profile.mode === 'edit') {
    return (
      <div className={CARD}>
        <h2 className="text-xl font-bold">Editar mis datos</h2>
        {renderForm(done, profile.cancelled)}
      </div>
    );
  }

  return (
    <div className={CARD}>
      <ProfileSummary photo={photo} name={name} subtitle={subtitle} />
      {notice}
      {profile.mode === 'photo' ? (
        <PhotoEditor
          currentSrc={photo}
          name={name}
          upload={uploadPhoto}
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
      <div className="flex flex-col gap-6">
        <section aria-labelledby="datos-titulo" className="flex flex-col gap-3">
          <h2 id="datos-titulo" className="text-lg font-bold">
            Datos personales
          </h2>
          <DetailsList items={details} />
        </section>
        {children}
      </div>
      {changingPassword && (
        <ChangePasswordDialog onClose={() => setChangingPassword(false)} change={changePassword} />
      )}
    </div>
  );
}

type PageProps = {
  /** Links beside the title. */
  links: ReactNode;
  failed: boolean;
  failedMessage: string;
  onRetry: () => void;
  /** The card once the data is there; `null` while it loads. */
  children: ReactNode;
};

/** The frame of a profile page (/dash/perfil, /dash/miPerfil): title, links, loading and failure. */
export function ProfileFrame({ links, failed, failedMessage, onRetry, children }: PageProps) {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-5 py-4 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageTitle text={msg.pages.myProfile} />
        {links}
      </div>
      {failed ? (
        <FormAlert message={failedMessage}>
          <Button variant="secondary" className="mt-3" onClick={onRetry}>
            Reintentar
          </Button>
        </FormAlert>
      ) : (
        (children ?? <PageSpinner label="Cargando tu perfil..." />)
      )}
    </section>
  );
}
