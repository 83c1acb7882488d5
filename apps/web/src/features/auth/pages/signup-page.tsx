import { TIMINGS } from '@servihogar/shared/constants';
import { msg } from '@servihogar/shared/messages';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PageSpinner } from '../../../components/spinner.tsx';
import { isSignedIn, useSessionUser } from '../../../lib/session.tsx';
import { AuthLinks } from '../components/auth-card.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';
import { VerifyAccountDialog } from '../components/verify-account-dialog.tsx';

type Phase = 'form' | 'loading' | 'verify' | 'registered' | 'verified';

/** /signup (spec §2/§4): registration, a 1 s loader, then the e-mailed token activates the account. */
export function SignupPage() {
  const navigate = useNavigate();
  const signedIn = isSignedIn(useSessionUser());
  const [phase, setPhase] = useState<Phase>('form');

  useEffect(() => {
    if (phase === 'loading') {
      const timer = setTimeout(() => setPhase('verify'), TIMINGS.registrationLoader);
      return () => clearTimeout(timer);
    }
    if (phase === 'verified') {
      const timer = setTimeout(() => void navigate('/login'), TIMINGS.redirectAfterRegistration);
      return () => clearTimeout(timer);
    }
  }, [phase, navigate]);

  if (signedIn) return <Navigate to="/" replace />;

  return (
    <section className="mx-auto w-full max-w-3xl py-4 sm:py-8">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <PageTitle text={msg.pages.signUp} />
        <p className="mt-2 text-muted">Crea tu cuenta de cliente para contactar profesionales.</p>
        {phase === 'registered' && (
          <div className="mt-6">
            <FormAlert message={msg.accounts.registered} tone="success">
              <Button variant="secondary" className="mt-3" onClick={() => setPhase('verify')}>
                Ingresar token
              </Button>
            </FormAlert>
          </div>
        )}
        <div className="mt-6">
          <RegistrationForm onRegistered={() => setPhase('loading')} />
        </div>
      </div>
      <AuthLinks
        links={[
          { to: '/login', label: '¿Ya tienes cuenta? Iniciar Sesión' },
          { to: '/workWithUs', label: '¿Ofreces servicios? Unete a nosotros' },
        ]}
      />
      {phase === 'loading' && (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/80">
          <PageSpinner label="Procesando registro..." />
        </div>
      )}
      {(phase === 'verify' || phase === 'verified') && (
        <VerifyAccountDialog
          open
          onClose={() => (phase === 'verified' ? void navigate('/login') : setPhase('registered'))}
          onVerified={() => setPhase('verified')}
        />
      )}
    </section>
  );
}
