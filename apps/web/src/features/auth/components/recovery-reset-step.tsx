import { zodResolver } from '@hookform/resolvers/zod';
import { recoveryResetFormSchema } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { PasswordPairFields } from '@/components/field-groups.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { failureText } from '@/lib/feedback.ts';
import { notify } from '@/lib/notify.ts';
import { useVerifyRecoveryCode } from '../api/recovery.ts';
import { RECOVERY_ROUTES, type RecoveryKind } from '../recovery-kind.ts';

type Props = { kind: RecoveryKind; email: string; onChangeEmail: () => void };

/** Recovery step 2 (product §2/§5): the e-mailed code and the new password, twice. */
export function RecoveryResetStep({ kind, email, onChangeEmail }: Props) {
  const navigate = useNavigate();
  const verify = useVerifyRecoveryCode(kind);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(recoveryResetFormSchema),
    defaultValues: { verificationCode: '', newPassword: '', repeatPassword: '' },
  });

  const submit = handleSubmit(({ verificationCode, newPassword }) =>
    verify.mutate(
      { email, verificationCode, newPassword },
      {
        onSuccess: (res) => {
          notify.success(res?.message || msg.accounts.passwordUpdated);
          void navigate(RECOVERY_ROUTES[kind].login);
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} onChange={() => verify.reset()} className="flex flex-col gap-4">
      <p className="text-muted">
        Enviamos un código a <strong className="break-all text-ink">{email}</strong>.
      </p>
      <FormAlert
        message={verify.isError ? failureText(verify.error, msg.login.noResponse, 'server') : null}
      />
      <Field
        label="Código de verificación"
        autoComplete="one-time-code"
        inputMode="numeric"
        error={errors.verificationCode?.message}
        {...register('verificationCode')}
      />
      <PasswordPairFields kind="renewal" register={register} errors={errors} />
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? 'Guardando...' : 'Cambiar contraseña'}
      </Button>
      <Button variant="ghost" onClick={onChangeEmail}>
        Usar otro email
      </Button>
    </form>
  );
}
