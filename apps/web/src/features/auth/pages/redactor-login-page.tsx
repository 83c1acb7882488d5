import type { LoginInput } from '@servihogar/shared/auth';
import { TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import type { RedactorLoginResponse } from '@servihogar/shared/redactors';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify.ts';
import { useSignInRedactor } from '../api/sign-in-redactor.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { ForcedPasswordDialog, type PasswordChangeTicket } from '../components/forced-password-dialog.tsx';
import { RedactorVerifyDialog } from '../components/redactor-verify-dialog.tsx';
import { SignInForm } from '../components/sign-in-form.tsx';
import { loginErrorMessage } from '../login-error.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';

/** /signinRedactor (product §2/§4): sign-in, then the account verification or forced password change it may ask for. */
export function RedactorLoginPage() {
  const navigate = useNavigate();
  const signIn = useSignInRedactor();
  const { complete, signedInHere } = useCompleteSignIn(TIMINGS.redirectAfterRedactorLogin);
  const [error, setError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [ticket, setTicket] = useState<PasswordChangeTicket | null>(null);
  // Remounting the form empties it after the password change.
  const [formKey, setFormKey] = useState(0);
  const credentials = useRef<LoginInput | null>(null);

  function handle(res: RedactorLoginResponse | undefined) {
    if (res?.status === 'verificar_cuenta') setVerifying(true);
    else if (res?.status === 'cambiar_password' && res.userId && res.changeToken) {
      setTicket({ userId: res.userId, changeToken: res.changeToken });
    } else if (res?.accessToken) complete(res.accessToken);
    else setError(msg.redactor.unexpectedResponse);
  }

  function submit(values: LoginInput) {
    credentials.current = values;
    signIn.mutate(values, { onSuccess: handle, onError: (e) => setError(loginErrorMessage(e)) });
  }

  return (
    <AuthCard title="Ingreso de Redactores" links={[{ to: '/login', label: '¿Sos cliente? Iniciar Sesión' }]}>
      <SignInForm
        key={formKey}
        error={error}
        onEdit={() => setError(null)}
        busy={signIn.isPending || signedInHere}
        forgotPasswordTo="/signinRedactor/missPasswordRedactor"
        onSubmit={submit}
      />
      <RedactorVerifyDialog
        open={verifying}
        onClose={() => setVerifying(false)}
        onConfirmed={() => {
          setVerifying(false);
          notify.success(msg.registration.verifiedTitle);
          // The account is active now: continue with the same credentials (usually to the password change).
          if (credentials.current) submit(credentials.current);
        }}
      />
      <ForcedPasswordDialog
        ticket={ticket}
        onClose={() => setTicket(null)}
        onChanged={(message) => {
          setTicket(null);
          setFormKey((k) => k + 1);
          notify.success(message);
          void navigate('/signinRedactor', { replace: true });
        }}
      />
    </AuthCard>
  );
}
