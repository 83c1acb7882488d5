import { TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';
import { PageSpinner } from './spinner.tsx';
import { VerifyAccountDialog } from './verify-account-dialog.tsx';

/** After a registration (product §4): a 1 s loader, the token dialog, then the sign-in door. */
export type VerificationPhase = 'idle' | 'loading' | 'verify' | 'closed' | 'verified';

export function useVerificationPhase(signInTo: string) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<VerificationPhase>('idle');

  useEffect(() => {
    if (phase === 'loading') {
      const timer = setTimeout(() => setPhase('verify'), TIMINGS.registrationLoader);
      return () => clearTimeout(timer);
    }
    if (phase === 'verified') {
      const timer = setTimeout(() => void navigate(signInTo), TIMINGS.redirectAfterRegistration);
      return () => clearTimeout(timer);
    }
  }, [phase, navigate, signInTo]);

  return { phase, setPhase };
}

type Props = ReturnType<typeof useVerificationPhase> & { signInTo: string };

/** The notice that lets someone who closed the dialog enter the token later. */
export function TokenPendingNotice({ phase, setPhase }: Props) {
  if (phase !== 'closed') return null;
  return (
    <FormAlert message={msg.accounts.registered} tone="success">
      <Button variant="secondary" className="mt-3" onClick={() => setPhase('verify')}>
        Ingresar token
      </Button>
    </FormAlert>
  );
}

/** The loader overlay and the token dialog of the current phase. */
export function VerificationSteps({ phase, setPhase, signInTo }: Props) {
  const navigate = useNavigate();
  return (
    <>
      {phase === 'loading' && (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/80">
          <PageSpinner label="Procesando registro..." />
        </div>
      )}
      {(phase === 'verify' || phase === 'verified') && (
        <VerifyAccountDialog
          open
          signInTo={signInTo}
          onClose={() => (phase === 'verified' ? void navigate(signInTo) : setPhase('closed'))}
          onVerified={() => setPhase('verified')}
        />
      )}
    </>
  );
}
