import * as msg from '@servihogar/shared/messages';
import { forcedPasswordChangeSchema } from '@servihogar/shared/redactors';
import { PasswordField } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useChangeRedactorPassword } from '../api/change-redactor-password.ts';

export type PasswordChangeTicket = { userId: string; changeToken: string };

type Props = {
  ticket: PasswordChangeTicket | null;
  onClose: () => void;
  onChanged: (message: string) => void;
};

/** Redactor status `cambiar_password` (product §4): a new password before the first real sign-in. */
export function ForcedPasswordDialog({ ticket, onClose, onChanged }: Props) {
  const change = useChangeRedactorPassword();
  const form = useApiForm({
    schema: forcedPasswordChangeSchema,
    defaultValues: { password: '', repeatPassword: '' },
    failure: msg.password.changeFailed,
    voice: 'server',
  });

  const submit = form.submit(async ({ password }) => {
    if (!ticket) return;
    const res = await change.mutateAsync({ ...ticket, password });
    onChanged(res?.message || msg.accounts.passwordUpdated);
  });

  return (
    <Modal
      open={ticket !== null}
      onClose={onClose}
      title="Cambiá tu contraseña"
      description="Por seguridad, elegí una contraseña nueva antes de ingresar."
    >
      <form
        noValidate
        onSubmit={submit}
        onChange={() => form.setNotice(null)}
        className="mt-4 flex flex-col gap-4"
      >
        <FormNotice notice={form.notice} />
        <PasswordField label="Nueva contraseña" {...form.field('password')} />
        <PasswordField label="Repite la contraseña" {...form.field('repeatPassword')} />
        <SubmitButton busy={form.busy} busyLabel="Guardando...">
          Cambiar contraseña
        </SubmitButton>
      </form>
    </Modal>
  );
}
