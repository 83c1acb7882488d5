import * as msg from '@servihogar/shared/messages';
import { Navigate } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import {
  TokenPendingNotice,
  useVerificationPhase,
  VerificationSteps,
} from '@/components/registration-verification.tsx';
import { isSignedIn, useSessionUser } from '@/lib/session.tsx';
import { AuthLinks } from '../components/auth-card.tsx';
import { RegistrationForm } from '../components/registration-form.tsx';

const SIGN_IN = '/login';

/** /signup (product §2/§4): registration, a 1 s loader, then the e-mailed token activates the account. */
export function SignupPage() {
  const signedIn = isSignedIn(useSessionUser());
  const verification = useVerificationPhase(SIGN_IN);

  if (signedIn) return <Navigate to="/" replace />;

  return (
    <section className="mx-auto w-full max-w-3xl py-4 sm:py-8">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <PageTitle text={msg.pages.signUp} />
        <p className="mt-2 text-muted">Creá tu cuenta de cliente para contactar profesionales.</p>
        <div className="mt-6 empty:hidden">
          <TokenPendingNotice {...verification} signInTo={SIGN_IN} />
        </div>
        <div className="mt-6">
          <RegistrationForm onRegistered={() => verification.setPhase('loading')} />
        </div>
      </div>
      <AuthLinks
        links={[
          { to: '/login', label: '¿Ya tenés cuenta? Iniciar Sesión' },
          { to: '/workWithUs', label: '¿Ofrecés servicios? Unete a nosotros' },
        ]}
      />
      <VerificationSteps {...verification} signInTo={SIGN_IN} />
    </section>
  );
}
