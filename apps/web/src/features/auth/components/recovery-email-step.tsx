import { zodResolver } from '@hookform/resolvers/zod';
import { recoveryEmailSchema } from '@servihogar/shared/auth';
import * as msg from '@servihogar/shared/messages';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { failureText } from '@/lib/feedback.ts';
import { notify } from '@/lib/notify.ts';
import { useSendRecoveryMail } from '../api/recovery.ts';
import { RECOVERY_ROUTES, type RecoveryKind } from '../recovery-kind.ts';

type Props = { kind: RecoveryKind; onSent: (email: string) => void };

/** Recovery step 1 (product §2/§5): the e-mail that receives the code. */
export function RecoveryEmailStep({ kind, onSent }: Props) {
  const navigate = useNavigate();
  const send = useSendRecoveryMail(kind);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(recoveryEmailSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(({ email }) =>
    send.mutate(email, {
      onSuccess: (res) => {
        notify.success(res?.message || msg.accounts.recoveryMailSent);
        onSent(email);
      },
      // Spec §8: say why, then back to the matching sign-in page.
      onError: (error) => {
        notify.error(failureText(error, msg.recovery.mailFailed, 'server'));
        void navigate(RECOVERY_ROUTES[kind].login);
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Enviando...' : 'Enviar código'}
      </Button>
    </form>
  );
}
