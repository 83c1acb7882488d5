import { zodResolver } from '@hookform/resolvers/zod';
import { verificationTokenSchema } from '@servihogar/shared/auth';
import { msg } from '@servihogar/shared/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { useVerifyAccount } from '../lib/verify-account.ts';
import { Button, buttonClasses } from './button.tsx';
import { Field } from './field.tsx';
import { Modal } from './modal.tsx';

type Outcome = { title: string; text: string; verified: boolean };

// Spec §8: the server refused the token ('Token inválido'), or the call itself failed ('Error').
function failure(error: unknown): Outcome {
  if (error instanceof ApiError && typeof error.status === 'number' && error.status < 500) {
    return {
      title: msg.registration.tokenInvalid,
      text: error.message || msg.registration.tokenIncorrect,
      verified: false,
    };
  }
  return { title: msg.registration.verifyErrorTitle, text: msg.registration.verifyError, verified: false };
}

const VERIFIED: Outcome = {
  title: msg.registration.verifiedTitle,
  text: msg.registration.verifiedText,
  verified: true,
};
const INCORRECT: Outcome = {
  title: msg.registration.tokenInvalid,
  text: msg.registration.tokenIncorrect,
  verified: false,
};

type Props = {
  open: boolean;
  onClose: () => void;
  onVerified: () => void;
  /** The sign-in door of the new account: /login for clients, /signin for professionals. */
  signInTo?: string;
};

/** Spec §4 'Registration': asks for the e-mailed token and activates the account. */
export function VerifyAccountDialog({ open, onClose, onVerified, signInTo = '/login' }: Props) {
  const verify = useVerifyAccount();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(verificationTokenSchema), defaultValues: { token: '' } });

  const submit = handleSubmit(({ token }) =>
    verify.mutate(token, {
      onSuccess: (res) => {
        const result = res?.ok ? VERIFIED : INCORRECT;
        setOutcome(result);
        if (result.verified) onVerified();
      },
      onError: (error) => setOutcome(failure(error)),
    }),
  );

  if (outcome) {
    return (
      <Modal
        open={open}
        onOpenChange={(next) => !next && onClose()}
        title={outcome.title}
        description={outcome.text}
      >
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {outcome.verified ? (
            <Link to={signInTo} className={buttonClasses('primary', 'flex-1')}>
              {msg.pages.signIn}
            </Link>
          ) : (
            <Button className="flex-1" onClick={() => setOutcome(null)}>
              Intentar de nuevo
            </Button>
          )}
        </div>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Verifica tu cuenta"
      description="Te enviamos un email con un token. Ingrésalo aquí para activar tu cuenta."
    >
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
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
    </Modal>
  );
}
