import { useFormContext } from 'react-hook-form';
import { Field } from '../../../../components/field.tsx';
import type { ProfessionalFormValues } from './form-values.ts';
import { GROUP, LEGEND } from './styles.ts';

/** Only for anonymous visitors: the registration also creates their account (DESIGN §5). */
export function PasswordFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProfessionalFormValues>();
  return (
    <fieldset>
      <legend className={LEGEND}>Tu cuenta</legend>
      <div className={GROUP}>
        <Field
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', { deps: ['repassword'] })}
        />
        <Field
          label="Repite la contraseña"
          type="password"
          autoComplete="new-password"
          error={errors.repassword?.message}
          {...register('repassword')}
        />
      </div>
    </fieldset>
  );
}
