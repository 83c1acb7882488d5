import { TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import type { ProfessionalAddBodyInput } from '@servihogar/shared/professionals';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import {
  TokenPendingNotice,
  useVerificationPhase,
  VerificationSteps,
} from '@/components/registration-verification.tsx';
import { ApiError, renewSession } from '@/lib/api-client.ts';
import { failureText } from '@/lib/feedback.ts';
import { hasRole, isSignedIn, useSessionUser } from '@/lib/session.tsx';
import { useAddProfessional } from '../api/add-professional.ts';
import { useHomeLocality } from '../api/use-home-locality.ts';
import { emptyValues } from '../components/professional-form/form-values.ts';
import { ProfessionalForm } from '../components/professional-form/professional-form.tsx';

const SIGN_IN = '/signin';
const TITLE = msg.pages.uneteANosotros;

// Spec §8 registration failures: a refused body asks to check the data (its fields are marked),
// other refusals say what the server said (e.g. a taken e-mail), anything else is "try later".
function registrationError(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) return msg.professionalForm.submitLocationFailed;
  return failureText(error, msg.professionalForm.submitFailed);
}

function Card({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-3xl py-4 sm:py-8">
      <div className="flex flex-col gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
        {children}
      </div>
    </section>
  );
}

type Props = {
  /** A signed-in client's own city (their profile's address): the form starts on it (issue 29). */
  homeCity?: string | undefined;
};

/** /workWithUs (product §2): professional registration for visitors and clients (product §6). */
export function WorkWithUsPage({ homeCity }: Props = {}) {
  const user = useSessionUser();
  const home = useHomeLocality(homeCity);
  const navigate = useNavigate();
  const add = useAddProfessional();
  const verification = useVerificationPhase(SIGN_IN);
  const [formKey, setFormKey] = useState(0);
  // A client who just registered becomes a provider: the page then says so, not "already one".
  const [upgraded, setUpgraded] = useState<string | null>(null);
  const anonymous = !isSignedIn(user);

  useEffect(() => {
    if (!upgraded) return;
    const timer = setTimeout(() => void navigate('/dash/miPerfil'), TIMINGS.redirectAfterRegistration);
    return () => clearTimeout(timer);
  }, [upgraded, navigate]);

  if (upgraded) {
    return (
      <Card>
        <PageTitle text={TITLE} />
        <FormAlert message={upgraded} tone="success">
          <Link to="/dash/miPerfil" className={buttonClasses('secondary', 'mt-3')}>
            Ir a Mi Perfil
          </Link>
        </FormAlert>
      </Card>
    );
  }
  if (!anonymous && (hasRole(user, 'Prestador') || !hasRole(user, 'Cliente'))) {
    const provider = hasRole(user, 'Prestador');
    return (
      <Card>
        <PageTitle text={TITLE} />
        <FormAlert message={provider ? msg.pages.alreadyProvider : msg.pages.notForYourRole} tone="warning">
          {provider && (
            <Link to="/dash/miPerfil" className={buttonClasses('secondary', 'mt-3')}>
              Ir a Mi Perfil
            </Link>
          )}
        </FormAlert>
      </Card>
    );
  }

  const save = async (body: ProfessionalAddBodyInput) => {
    const res = await add.mutateAsync(body);
    if (!anonymous) {
      // The new Prestador role is in a new access token; the header and guards follow it.
      await renewSession();
      setUpgraded(res.message || msg.professionalForm.registeredSignedIn);
      return;
    }
    setFormKey((k) => k + 1);
    verification.setPhase('loading');
  };

  return (
    <Card>
      <div>
        <PageTitle text={TITLE} />
        <p className="mt-2 text-muted">
          Creá tu perfil de prestador: tus datos, dónde trabajás y los servicios que ofrecés. Un administrador
          lo revisa antes de publicarlo, y los primeros 7 días son gratis.
        </p>
      </div>
      <div className="empty:hidden">
        <TokenPendingNotice {...verification} signInTo={SIGN_IN} />
      </div>
      <ProfessionalForm
        // The client's city arrives after the profile: the blank form starts again on it.
        key={`${formKey}-${home ?? ''}`}
        defaultValues={{ ...emptyValues(anonymous), ...(home ? { ciudad: home } : {}) }}
        withPassword={anonymous}
        submitLabel="Registrarme como prestador"
        onSubmit={save}
        describeError={registrationError}
      />
      {anonymous && (
        <p className="text-center text-muted">
          ¿Ya tenés cuenta de prestador?{' '}
          <Link to="/signin" className="font-semibold text-brand-800 underline">
            Ingresá acá
          </Link>
        </p>
      )}
      <VerificationSteps {...verification} signInTo={SIGN_IN} />
    </Card>
  );
}
