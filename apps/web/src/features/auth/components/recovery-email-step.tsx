import { recoveryEmailSchema } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { useNavigate } from 'react-router';
import { Field } from '@/components/field.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { failureText } from '@/lib/feedback.ts';
import { notify } from '@/lib/notify.ts';
import { useSendRecoveryMail } from '../api/recovery.ts';
import { RECOVERY_ROUTES, type RecoveryKind } from '../recovery-kind.ts';

type Props = { kind: RecoveryKind; onSent: (email: string) => void };

/** Recovery step 1 (product §2/§5): the e-mail that receives the code. */
export function RecoveryEmailStep({ kind, onSent }: Props) {
  const navigate = useNavigate();
  const send = useSendRecoveryMail(kind);
  const form = useApiForm({
    schema: recoveryEmailSchema,
    defaultValues: { email: '' },
    // Spec §8: say why, then back to the matching sign-in page.
    failure: (error) => {
      notify.error(failureText(error, msg.recovery.mailFailed, 'server'));
      void navigate(RECOVERY_ROUTES[kind].login);
      return null;
    },
  });

  const submit = form.submit(async ({ email }) => {
    const res = await send.mutateAsync(email);
    notify.success(res?.message || msg.accounts.recoveryMailSent);
    onSent(email);
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <SubmitButton busy={form.busy} busyLabel="Enviando...">
        Enviar código
      </SubmitButton>
    </form>
  );
}
