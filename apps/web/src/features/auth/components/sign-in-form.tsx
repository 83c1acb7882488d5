import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginInput, loginSchema } from '@servihogar/shared/auth';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/button.tsx';
import { Field } from '@/components/field.tsx';
import { FormAlert } from '@/components/form-alert.tsx';

type Props = {
  onSubmit: (values: LoginInput) => void;
  /** The §8 message of the last attempt; it clears on any input change (onEdit). */
  error: string | null;
  onEdit: () => void;
  busy: boolean;
  forgotPasswordTo: string;
};

export function SignInForm({ onSubmit, error, onEdit, busy, forgotPasswordTo }: Props) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} onChange={onEdit} className="flex flex-col gap-4">
      <FormAlert message={error} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label="Contraseña"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <Link
        to={forgotPasswordTo}
        className="-mt-1 inline-flex min-h-11 items-center self-end font-semibold text-brand-800 underline hover:text-brand-900"
      >
        ¿Olvidaste tu contraseña?
      </Link>
      <Button type="submit" disabled={busy}>
        {busy ? 'Ingresando...' : 'Ingresar'}
      </Button>
    </form>
  );
}
