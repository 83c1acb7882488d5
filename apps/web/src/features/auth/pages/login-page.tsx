import * as msg from '@servihogar/shared/messages';
import { TextLink } from '@/components/text-link.tsx';
import { DoorSignIn } from '../components/door-sign-in.tsx';

/** /login: clients and admins (product §2). */
export function LoginPage() {
  return (
    <DoorSignIn
      door="client"
      title={msg.pages.signIn}
      forgotPasswordTo="/login/missPassword"
      links={[
        { to: '/signup', label: '¿No tenés cuenta? Registrarse' },
        { to: '/signin', label: '¿Sos prestador? Ingreso de Prestadores' },
        { to: '/signinRedactor', label: 'Ingreso de Redactores' },
      ]}
      wrongCredentialsHelp={
        <p className="mt-4">
          {msg.login.otherDoors} <TextLink to="/signin">{msg.login.professionalDoor}</TextLink> o{' '}
          <TextLink to="/signinRedactor">{msg.login.redactorDoor}</TextLink>.
        </p>
      }
    />
  );
}
