import * as msg from '@servihogar/shared/messages';
import { useState } from 'react';
import { Link } from 'react-router';
import type { VerifyOutcome } from '../lib/verify-account.ts';
import { Button, buttonClasses } from './button.tsx';
import { Modal } from './modal.tsx';
import { VerifyTokenForm } from './verify-token-form.tsx';

/** Where each sign-in door recovers a password (product §2). */
const RECOVERY: Record<string, string> = {
  '/login': '/login/missPassword',
  '/signin': '/signin/missPasswordPrest',
};

const LINK = 'font-semibold text-brand-800 underline';

type Props = {
  open: boolean;
  onClose: () => void;
  onVerified: () => void;
  /** The sign-in door of the new account: /login for clients, /signin for professionals. */
  signInTo?: string;
};

/** Spec §4 'Registration': asks for the e-mailed token and activates the account. */
export function VerifyAccountDialog({ open, onClose, onVerified, signInTo = '/login' }: Props) {
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);
  const [lastToken, setLastToken] = useState('');

  if (outcome) {
    return (
      <Modal open={open} onClose={onClose} title={outcome.title} description={outcome.text}>
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
      onClose={onClose}
      title="Verificá tu cuenta"
      description="Te enviamos un email con un token. Ingresalo acá para activar tu cuenta."
    >
      <div className="mt-4">
        <VerifyTokenForm
          initialToken={lastToken}
          onOutcome={(result, token) => {
            setLastToken(token);
            setOutcome(result);
            if (result.verified) onVerified();
          }}
        />
        <p className="mt-4 text-muted">
          {msg.registration.alreadyHaveAccount}{' '}
          <Link to={signInTo} className={LINK}>
            {msg.registration.alreadyHaveAccountSignIn}
          </Link>{' '}
          o{' '}
          <Link to={RECOVERY[signInTo] ?? '/login/missPassword'} className={LINK}>
            {msg.registration.alreadyHaveAccountRecover}
          </Link>
          .
        </p>
      </div>
    </Modal>
  );
}
