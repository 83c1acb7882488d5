import { type LoginInput, loginSchema } from '@servihogar/shared/auth';
import { Link } from 'react-router';
import { Field, PasswordField } from '@/components/field.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';

type Props = {
  onSubmit: (values: LoginInput) => void;
  /** The §8 message of the last attempt; it clears on any input change (onEdit). */
  error: string | null;
  onEdit: () => void;
  busy: boolean;
  forgotPasswordTo: string;
};

export function SignInForm({ onSubmit, error, onEdit, busy, forgotPasswordTo }: Props) {
  const form = useApiForm({ schema: loginSchema, defaultValues: { email: '', password: '' } });

  return (
    <form noValidate onSubmit={form.submit(onSubmit)} onChange={onEdit} className="flex flex-col gap-4">
      <FormAlert message={error} />
      <Field label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <PasswordField current label="Contraseña" required {...form.field('password')} />
      <Link
        to={forgotPasswordTo}
        className="-mt-1 inline-flex min-h-11 items-center self-end font-semibold text-brand-800 underline hover:text-brand-900"
      >
        ¿Olvidaste tu contraseña?
      </Link>
      <SubmitButton busy={busy} busyLabel="Ingresando...">
        Ingresar
      </SubmitButton>
    </form>
  );
}
