import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { useFormContext } from 'react-hook-form';
import { Field, TextAreaField } from '@/components/field.tsx';
import { GROUP, LEGEND } from './styles.ts';

export function MoreFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProfessionalFormInput>();
  return (
    <fieldset>
      <legend className={LEGEND}>Sobre tu trabajo</legend>
      <div className={GROUP}>
        <Field
          label="Instagram (opcional)"
          placeholder="@tu_usuario"
          autoComplete="off"
          error={errors.instagram?.message}
          {...register('instagram')}
        />
        <TextAreaField
          label="Referencias"
          hint="Tu experiencia y referencias de trabajos anteriores."
          className="sm:col-span-2"
          error={errors.referencias?.message}
          {...register('referencias')}
        />
      </div>
    </fieldset>
  );
}
