import type { ProfessionalFormInput } from '@servihogar/shared/professionals';
import { useFormContext } from 'react-hook-form';
import { PasswordPairFields } from '@/components/field-groups.tsx';
import { GROUP, LEGEND } from './styles.ts';

/** Only for anonymous visitors: the registration also creates their account (product §10). */
export function PasswordFields() {
  const form = useFormContext<ProfessionalFormInput>();
  return (
    <fieldset>
      <legend className={LEGEND}>Tu cuenta</legend>
      <div className={GROUP}>
        <PasswordPairFields kind="account" form={form} />
      </div>
    </fieldset>
  );
}
