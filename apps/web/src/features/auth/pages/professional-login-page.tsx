import { DoorSignIn } from '../components/door-sign-in.tsx';

/** /signin: professionals (product §2). */
export function ProfessionalLoginPage() {
  return (
    <DoorSignIn
      door="professional"
      title="Ingreso de Prestadores"
      forgotPasswordTo="/signin/missPasswordPrest"
      links={[
        { to: '/workWithUs', label: '¿Querés ofrecer tus servicios? Unete a nosotros' },
        { to: '/login', label: '¿Sos cliente? Iniciar Sesión' },
        { to: '/signinRedactor', label: 'Ingreso de Redactores' },
      ]}
    />
  );
}
