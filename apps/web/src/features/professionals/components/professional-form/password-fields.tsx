import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { useFormContext } from 'react-hook-form';
import { PasswordPairFields } from '@/components/field-groups.tsx';
import { FormSection } from './form-section.tsx';

/** Only for anonymous visitors: the registration also creates their account (product §10). */
export function PasswordFields() {
  const form = useFormContext<ProfessionalFormInput>();
  return (
    <FormSection legend="Tu cuenta">
      <PasswordPairFields kind="account" form={form} />
    </FormSection>
  );
}
