import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { HeadedSection } from '@/components/headed-section.tsx';
import { TextLink } from '@/components/text-link.tsx';
import { failureText } from '@/lib/feedback.ts';
import { useDeleteAccount, useDownloadMyData } from '../api/data-rights.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

type Props = {
  /** After the account is gone: the app ends the local session. */
  onDeleted: () => void;
};

/** "Tus datos" on both profile pages (Ley 25.326): download a copy, delete the account. */
export function DataRightsSection({ onDeleted }: Props) {
  const download = useDownloadMyData();
  const remove = useDeleteAccount();
  const [deleting, setDeleting] = useState(false);
  return (
    <HeadedSection
      id="tus-datos"
      title={msg.dataRights.title}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8"
      titleClassName="text-xl font-bold"
    >
      <div className="flex flex-col gap-2">
        <p className="text-stone-700">{msg.dataRights.downloadHelp}</p>
        <Button
          variant="secondary"
          className="self-start"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparando...' : msg.dataRights.download}
        </Button>
        {download.isError && (
          <FormAlert message={failureText(download.error, msg.dataRights.downloadFailed, 'server')} />
        )}
      </div>
      <div className="flex flex-col gap-2 border-t border-stone-200 pt-4">
        <p className="text-stone-700">{msg.dataRights.deleteHelp}</p>
        <Button
          className="self-start bg-red-700 hover:bg-red-800 active:bg-red-900"
          onClick={() => setDeleting(true)}
        >
          {msg.dataRights.deleteAccount}
        </Button>
      </div>
      <p className="text-sm text-muted">
        Más información en nuestra <TextLink to="/politicas">política de privacidad</TextLink>.
      </p>
      {deleting && (
        <DeleteAccountDialog
          onClose={() => setDeleting(false)}
          remove={remove.mutateAsync}
          onDeleted={onDeleted}
        />
      )}
    </HeadedSection>
  );
}
