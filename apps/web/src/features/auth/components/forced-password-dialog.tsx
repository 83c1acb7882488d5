import { zodResolver } from '@hookform/resolvers/zod';
import * as msg from '@servihogar/shared/messages';
import { forcedPasswordChangeSchema } from '@servihogar/shared/redactors';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { Modal } from '@/components/modal.tsx';
import { failureText } from '@/lib/feedback.ts';
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
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(forcedPasswordChangeSchema),
    defaultValues: { password: '', repeatPassword: '' },
  });

  const submit = handleSubmit(({ password }) => {
    if (!ticket) return;
    change.mutate(
      { ...ticket, password },
      { onSuccess: (res) => onChanged(res?.message || msg.accounts.passwordUpdated) },
    );
  });

  return (
    <Modal
      open={ticket !== null}
      onOpenChange={(next) => !next && onClose()}
      title="Cambia tu contraseña"
      description="Por seguridad, elige una contraseña nueva antes de ingresar."
    >
      <form noValidate onSubmit={submit} onChange={() => change.reset()} className="mt-4 flex flex-col gap-4">
        <FormAlert
          message={change.isError ? failureText(change.error, msg.password.changeFailed, 'server') : null}
        />
        <Field
          label="Nueva contraseña"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Field
          label="Repite la contraseña"
          type="password"
          autoComplete="new-password"
          error={errors.repeatPassword?.message}
          {...register('repeatPassword')}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Guardando...' : 'Cambiar contraseña'}
        </Button>
      </form>
    </Modal>
  );
}
