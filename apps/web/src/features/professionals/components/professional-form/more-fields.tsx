import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { useFormContext } from 'react-hook-form';
import { Field, TextAreaField } from '@/components/field.tsx';
import { fieldProps } from '@/components/ui/form/use-api-form.ts';
import { GROUP, LEGEND } from './styles.ts';

export function MoreFields() {
  const form = useFormContext<ProfessionalFormInput>();
  return (
    <fieldset>
      <legend className={LEGEND}>Sobre tu trabajo</legend>
      <div className={GROUP}>
        <Field
          label="Instagram (opcional)"
          placeholder="@tu_usuario"
          autoComplete="off"
          {...fieldProps(form, 'instagram')}
        />
        <TextAreaField
          label="Referencias"
          hint="Tu experiencia y referencias de trabajos anteriores."
          className="sm:col-span-2"
          {...fieldProps(form, 'referencias')}
        />
      </div>
    </fieldset>
  );
}
