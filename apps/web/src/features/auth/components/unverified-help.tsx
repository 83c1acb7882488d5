import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { VerifyTokenForm } from '@/components/verify-token-form.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useResendVerification, type VerifyOutcome } from '@/lib/verify-account.ts';

/** Under 'Tenés que verificar tu email…': a new mail, or the token pasted here. */
export function UnverifiedHelp({ email }: { email: string }) {
  const resend = useResendVerification();
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);

  if (outcome?.verified) {
    return (
      <FormAlert message={outcome.title} tone="success">
        <p className="mt-1 font-normal">{outcome.text}.</p>
        <p className="mt-1 font-normal">Ya podés ingresar.</p>
      </FormAlert>
    );
  }
  const resendError = resend.error instanceof ApiError ? resend.error.message : resend.error && 'Error';
  return (
    <section
      aria-label="Verificar cuenta"
      className="flex flex-col gap-4 rounded-xl bg-stone-50 p-4 ring-1 ring-stone-200"
    >
      <p>
        Te enviamos un correo a <strong className="break-all">{email}</strong> con un enlace y un token. Abrí
        el enlace o pegá el token acá.
      </p>
      <div>
        <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
          {resend.isPending ? 'Enviando...' : 'Reenviar correo'}
        </Button>
      </div>
      {resend.isSuccess && <FormAlert message={resend.data.message} tone="success" />}
      {resendError && <FormAlert message={resendError} />}
      {outcome && (
        <FormAlert message={outcome.title}>
          <p className="mt-1 font-normal">{outcome.text}</p>
        </FormAlert>
      )}
      <VerifyTokenForm onOutcome={setOutcome} />
    </section>
  );
}
