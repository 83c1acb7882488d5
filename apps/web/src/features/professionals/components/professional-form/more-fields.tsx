import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { useFormContext } from 'react-hook-form';
import { Field, TextAreaField } from '@/components/field.tsx';
import { fieldProps } from '@/components/ui/form/use-api-form.ts';
import { FormSection, WIDE } from './form-section.tsx';

export function MoreFields() {
  const form = useFormContext<ProfessionalFormInput>();
  return (
    <FormSection legend="Sobre tu trabajo">
      <Field
        label="Instagram (opcional)"
        placeholder="@tu_usuario"
        autoComplete="off"
        {...fieldProps(form, 'instagram')}
      />
      <TextAreaField
        label="Referencias"
        hint="Tu experiencia y referencias de trabajos anteriores."
        className={WIDE}
        {...fieldProps(form, 'referencias')}
      />
    </FormSection>
  );
}
