import { PHONE_PREFIX } from '@servihogar/shared/constants';
import type { InputHTMLAttributes, Ref } from 'react';
import { Field } from './field.tsx';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
  label?: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The mobile number after the fixed '+54 9' prefix (product §5): 10 digits, without 0 or 15. Only
 * digits go in: anything else typed or pasted (letters, spaces, dashes) is dropped as it comes.
 */
export function PhoneField({ label = 'Celular', onChange, ...input }: Props) {
  return (
    <Field
      label={label}
      prefix={PHONE_PREFIX}
      type="tel"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="tel-national"
      hint="10 dígitos, sin el 0 ni el 15"
      {...input}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        if (digits !== event.target.value) event.target.value = digits;
        onChange?.(event);
      }}
    />
  );
}
