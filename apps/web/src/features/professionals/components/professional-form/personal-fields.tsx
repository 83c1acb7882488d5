import { MIN_PROFESSIONAL_AGE } from '@servihogar/shared/constants';
import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/field.tsx';
import { NameFields } from '@/components/field-groups.tsx';
import { PhoneField } from '@/components/phone-field.tsx';
import { GROUP, LEGEND } from './styles.ts';

export function PersonalFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProfessionalFormInput>();
  return (
    <fieldset>
      <legend className={LEGEND}>Datos personales</legend>
      <div className={GROUP}>
        <NameFields register={register} errors={errors} />
        <Field label="DNI" inputMode="numeric" required error={errors.dni?.message} {...register('dni')} />
        <Field
          label="Edad"
          type="number"
          inputMode="numeric"
          min={MIN_PROFESSIONAL_AGE}
          error={errors.edad?.message}
          {...register('edad', { valueAsNumber: true })}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField error={errors.numeroContacto?.message} {...register('numeroContacto')} />
      </div>
    </fieldset>
  );
}
