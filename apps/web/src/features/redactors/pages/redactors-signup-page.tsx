import { PageTitle } from '@/components/page-title.tsx';
import { RedactorSignupForm } from '../components/redactor-signup-form.tsx';

/** /dash/redactorsSignUp (admin): creates a redactor, who verifies by e-mail and changes the password. */
export function RedactorsSignUpPage() {
  return (
    <section className="mx-auto w-full max-w-2xl">
      <PageTitle text="Alta de redactores" />
      <p className="mt-2 text-muted">
        El redactor recibirá un email con un token para verificar su cuenta y deberá cambiar la contraseña en
        su primer ingreso.
      </p>
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <RedactorSignupForm />
      </div>
    </section>
  );
}
