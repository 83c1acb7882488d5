import { useState } from 'react';
import { useLocation } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { RecoveryEmailStep } from '../components/recovery-email-step.tsx';
import { RecoveryResetStep } from '../components/recovery-reset-step.tsx';
import { RECOVERY_ROUTES, recoveryKindFromPath } from '../recovery-kind.ts';

/** The three recovery routes of product §2 share this page; the path says whose password it is. */
export function RecoveryPage() {
  const kind = recoveryKindFromPath(useLocation().pathname);
  const [email, setEmail] = useState<string | null>(null);

  return (
    <AuthCard
      title="Recuperar contraseña"
      intro={
        email
          ? 'Ingresá el código que recibiste y tu nueva contraseña.'
          : 'Ingresá tu email y te enviaremos un código para crear una nueva contraseña.'
      }
      links={[{ to: RECOVERY_ROUTES[kind].login, label: 'Volver al inicio de sesión' }]}
    >
      {email ? (
        <RecoveryResetStep kind={kind} email={email} onChangeEmail={() => setEmail(null)} />
      ) : (
        <RecoveryEmailStep kind={kind} onSent={setEmail} />
      )}
    </AuthCard>
  );
}
