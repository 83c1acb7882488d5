import { zodResolver } from '@hookform/resolvers/zod';
import { verificationTokenSchema } from '@servihogar/shared/auth';
import { useForm } from 'react-hook-form';
import { useVerifyAccount, type VerifyOutcome, verifyOutcome } from '../lib/verify-account.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';

type Props = {
  onOutcome: (outcome: VerifyOutcome, token: string) => void;
  /** The token of an earlier try, so 'Intentar de nuevo' keeps what was typed. */
  initialToken?: string;
};

/** The e-mailed token, pasted by hand: in the registration dialog and at the sign-in doors. */
export function VerifyTokenForm({ onOutcome, initialToken = '' }: Props) {
  const verify = useVerifyAccount();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(verificationTokenSchema), defaultValues: { token: initialToken } });

  const submit = handleSubmit(({ token }) =>
    verify.mutate(token, {
      onSuccess: (res) => onOutcome(verifyOutcome(res), token),
      onError: (error) => onOutcome(verifyOutcome(undefined, error), token),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field
        label="Token"
        autoComplete="one-time-code"
        error={errors.token?.message}
        {...register('token')}
      />
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? 'Verificando...' : 'Verificar cuenta'}
      </Button>
    </form>
  );
}
