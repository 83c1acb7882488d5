import * as msg from '@servihogar/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { Spinner } from '@/components/spinner.tsx';
import { verifyAccount, verifyOutcome } from '@/lib/verify-account.ts';
import { authKeys } from '../api/keys.ts';
import { AuthCard } from '../components/auth-card.tsx';

/** /verificar/{token}: the e-mail's one-click link; spends the token with GET /auth/{token}. */
export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const professional = search.get('cuenta') === 'prestador';
  const signInTo = professional ? '/signin' : '/login';
  // A query, not an effect: the token is spent once even when the page renders twice.
  const verification = useQuery({
    queryKey: authKeys.verifyEmail(token),
    queryFn: () => verifyAccount(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

  if (verification.isPending) {
    return (
      <AuthCard title="Verificando tu cuenta">
        <div className="flex justify-center py-6">
          <Spinner label="Verificando tu cuenta..." />
        </div>
      </AuthCard>
    );
  }
  const outcome = verifyOutcome(verification.data, verification.error);
  return (
    <AuthCard title={outcome.title}>
      <FormAlert message={outcome.text} tone={outcome.verified ? 'success' : 'error'} />
      {!outcome.verified && (
        <p className="mt-4">
          Si el enlace venció o ya lo usaste, iniciá sesión: allí podés pedir un correo nuevo o pegar el
          token.
        </p>
      )}
      <Link to={signInTo} className={buttonClasses('primary', 'mt-6 w-full')}>
        {msg.pages.signIn}
      </Link>
    </AuthCard>
  );
}
