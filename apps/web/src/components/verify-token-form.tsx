import { verificationTokenSchema } from '@servihogar/shared/auth';
import { useVerifyAccount, type VerifyOutcome, verifyOutcome } from '../lib/verify-account.ts';
import { Field } from './field.tsx';
import { SubmitButton } from './ui/form/submit-button.tsx';
import { useApiForm } from './ui/form/use-api-form.ts';

type Props = {
  onOutcome: (outcome: VerifyOutcome, token: string) => void;
  /** The token of an earlier try, so 'Intentar de nuevo' keeps what was typed. */
  initialToken?: string;
};

/** The e-mailed token, pasted by hand: in the registration dialog and at the sign-in doors. */
export function VerifyTokenForm({ onOutcome, initialToken = '' }: Props) {
  const verify = useVerifyAccount();
  const form = useApiForm({ schema: verificationTokenSchema, defaultValues: { token: initialToken } });

  // Every outcome, a refusal too, is the caller's to show.
  const submit = form.submit(async ({ token }) => {
    try {
      onOutcome(verifyOutcome(await verify.mutateAsync(token)), token);
    } catch (error) {
      onOutcome(verifyOutcome(undefined, error), token);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label="Token" autoComplete="one-time-code" {...form.field('token')} />
      <SubmitButton busy={form.busy} busyLabel="Verificando...">
        Verificar cuenta
      </SubmitButton>
    </form>
  );
}
