import { TIMINGS } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { type ReactNode, useState } from 'react';
import { type SignInDoor, useSignIn } from '../api/sign-in.ts';
import { isNotVerified, loginErrorMessage } from '../login-error.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';
import { AuthCard, type AuthLink } from './auth-card.tsx';
import { SignInForm } from './sign-in-form.tsx';
import { UnverifiedHelp } from './unverified-help.tsx';

type Props = {
  door: SignInDoor;
  title: string;
  forgotPasswordTo: string;
  links: AuthLink[];
  /** Shown under every 401 (the same for any account, so it tells nothing about the e-mail). */
  wrongCredentialsHelp?: ReactNode;
};

/** The client and professional sign-in screens (product §2), which differ only in door and links. */
export function DoorSignIn({ door, title, forgotPasswordTo, links, wrongCredentialsHelp }: Props) {
  const signIn = useSignIn(door);
  const { complete, signedInHere } = useCompleteSignIn(TIMINGS.loginRedirect);
  const [error, setError] = useState<string | null>(null);
  // The e-mail of an account that still has to verify (it keeps its help until the next attempt).
  const [unverified, setUnverified] = useState<string | null>(null);

  return (
    <AuthCard title={title} links={links}>
      <SignInForm
        error={error}
        onEdit={() => setError(null)}
        busy={signIn.isPending || signedInHere}
        forgotPasswordTo={forgotPasswordTo}
        onSubmit={(values) => {
          setUnverified(null);
          signIn.mutate(values, {
            onSuccess: ({ accessToken }) => complete(accessToken),
            onError: (e) => {
              setError(loginErrorMessage(e));
              if (isNotVerified(e)) setUnverified(values.email);
            },
          });
        }}
      />
      {error === msg.login.status401 && wrongCredentialsHelp}
      {unverified && (
        <div className="mt-6">
          <UnverifiedHelp key={unverified} email={unverified} />
        </div>
      )}
    </AuthCard>
  );
}
