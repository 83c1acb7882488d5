import * as msg from '@servihogar/shared/messages';
import { DoorSignIn } from '../components/door-sign-in.tsx';

/** /login: clients and admins (product §2). */
export function LoginPage() {
  return (
    <DoorSignIn
      door="client"
      title={msg.pages.signIn}
      forgotPasswordTo="/login/missPassword"
      links={[
        { to: '/signup', label: '¿No tienes cuenta? Registrarse' },
        { to: '/signin', label: '¿Eres prestador? Ingreso de Prestadores' },
        { to: '/signinRedactor', label: 'Ingreso de Redactores' },
      ]}
    />
  );
}
