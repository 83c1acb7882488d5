import { type DeleteAccountBody, deleteAccountBodySchema } from '@servihogar/shared/data-rights';
import * as msg from '@servihogar/shared/messages';
import { PasswordField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { unlessFields, useApiForm } from '@/components/ui/form/use-api-form.ts';

type Props = {
  onClose: () => void;
  remove: (body: DeleteAccountBody) => Promise<unknown>;
  onDeleted: () => void;
};

/** Asks for the password before deleting the account; the server checks it. */
export function DeleteAccountDialog({ onClose, remove, onDeleted }: Props) {
  const form = useApiForm({
    schema: deleteAccountBodySchema,
    defaultValues: { password: '' },
    failure: unlessFields(msg.registration.unexpected),
  });

  const submit = form.submit(async (body) => {
    await remove(body);
    onDeleted();
  });

  return (
    <Modal onClose={onClose} title={msg.dataRights.confirmTitle} description={msg.dataRights.confirmText}>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <PasswordField current label="Contraseña" {...form.field('password')} />
        <FormNotice notice={form.notice} />
        <FormActions
          busy={form.busy}
          busyLabel="Eliminando..."
          onCancel={onClose}
          submitClassName="bg-red-700 hover:bg-red-800 active:bg-red-900"
        >
          {msg.dataRights.confirm}
        </FormActions>
      </form>
    </Modal>
  );
}
