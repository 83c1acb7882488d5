import { MIN_PROFESSIONAL_AGE } from '@servihogar/shared/constants';
import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/field.tsx';
import { NameFields } from '@/components/field-groups.tsx';
import { PhoneField } from '@/components/phone-field.tsx';
import { fieldProps } from '@/components/ui/form/use-api-form.ts';
import { FormSection } from './form-section.tsx';

export function PersonalFields() {
  const form = useFormContext<ProfessionalFormInput>();
  return (
    <FormSection legend="Datos personales">
      <NameFields form={form} />
      <Field label="DNI" inputMode="numeric" required {...fieldProps(form, 'dni')} />
      <Field
        label="Edad"
        type="number"
        inputMode="numeric"
        min={MIN_PROFESSIONAL_AGE}
        {...fieldProps(form, 'edad', { valueAsNumber: true })}
      />
      <Field label="Email" type="email" autoComplete="email" required {...fieldProps(form, 'email')} />
      <PhoneField {...fieldProps(form, 'numeroContacto')} />
    </FormSection>
  );
}
