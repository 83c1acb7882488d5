import { recoveryResetFormSchema } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { PasswordPairFields } from '@/components/field-groups.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { notify } from '@/lib/notify.ts';
import { useVerifyRecoveryCode } from '../api/recovery.ts';
import { RECOVERY_ROUTES, type RecoveryKind } from '../recovery-kind.ts';

type Props = { kind: RecoveryKind; email: string; onChangeEmail: () => void };

/** Recovery step 2 (product §2/§5): the e-mailed code and the new password, twice. */
export function RecoveryResetStep({ kind, email, onChangeEmail }: Props) {
  const navigate = useNavigate();
  const verify = useVerifyRecoveryCode(kind);
  const form = useApiForm({
    schema: recoveryResetFormSchema,
    defaultValues: { verificationCode: '', newPassword: '', repeatPassword: '' },
    failure: msg.login.noResponse,
    voice: 'server',
  });

  const submit = form.submit(async ({ verificationCode, newPassword }) => {
    const res = await verify.mutateAsync({ email, verificationCode, newPassword });
    notify.success(res?.message || msg.accounts.passwordUpdated);
    void navigate(RECOVERY_ROUTES[kind].login);
  });

  return (
    <form noValidate onSubmit={submit} onChange={() => form.setNotice(null)} className="flex flex-col gap-4">
      <p className="text-muted">
        Enviamos un código a <strong className="break-all text-ink">{email}</strong>.
      </p>
      <FormNotice notice={form.notice} />
      <Field
        label="Código de verificación"
        autoComplete="one-time-code"
        inputMode="numeric"
        {...form.field('verificationCode')}
      />
      <PasswordPairFields kind="renewal" form={form} />
      <SubmitButton busy={form.busy} busyLabel="Guardando...">
        Cambiar contraseña
      </SubmitButton>
      <Button variant="ghost" onClick={onChangeEmail}>
        Usar otro email
      </Button>
    </form>
  );
}
