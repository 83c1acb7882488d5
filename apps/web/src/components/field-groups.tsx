import type { ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { Field, PasswordField } from './field.tsx';
import { PhoneField } from './phone-field.tsx';
import { fieldProps } from './ui/form/use-api-form.ts';

/** What a field group needs from the form that holds it (`useApiForm`, or `useFormContext()`). */
export type FieldGroupProps<T extends FieldValues> = {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
};

// A generic form can't resolve its own paths; each group's type constraint guarantees the key.
const bind = <T extends FieldValues>(
  { form }: FieldGroupProps<T>,
  name: string,
  options?: RegisterOptions<T, Path<T>>,
) => fieldProps(form, name as Path<T>, options);

type NameValues = { nombre: string; apellido: string };

/** Nombre and apellido; `autoComplete="off"` when someone else's data is being typed. */
export function NameFields<T extends NameValues>({
  autoComplete,
  ...form
}: FieldGroupProps<T> & { autoComplete?: 'off' }) {
  return (
    <>
      <Field label="Nombre" autoComplete={autoComplete ?? 'given-name'} {...bind(form, 'nombre')} />
      <Field label="Apellido" autoComplete={autoComplete ?? 'family-name'} {...bind(form, 'apellido')} />
    </>
  );
}

const PAIRS = {
  account: { names: ['password', 'repassword'], labels: ['Contraseña', 'Repite la contraseña'] },
  renewal: {
    names: ['newPassword', 'repeatPassword'],
    labels: ['Nueva contraseña', 'Repite la nueva contraseña'],
  },
} as const;

type PairKind = keyof typeof PAIRS;
type PairValues<K extends PairKind> = Partial<Record<(typeof PAIRS)[K]['names'][number], string>>;

/** A new password and its repetition; typing the first re-checks the second. */
export function PasswordPairFields<K extends PairKind, T extends FieldValues & PairValues<K>>({
  kind,
  ...form
}: FieldGroupProps<T> & { kind: K }) {
  const { names, labels } = PAIRS[kind];
  const [first, repeat] = names;
  return (
    <>
      <Field
        label={labels[0]}
        type="password"
        autoComplete="new-password"
        {...bind(form, first, { deps: [repeat as Path<T>] })}
      />
      <PasswordField label={labels[1]} {...bind(form, repeat)} />
    </>
  );
}

type AddressValues = {
  direccion: { calle: string; numero: string; ciudad: string; codigoPostal: string; pais: string };
};

/** The five `direccion` inputs (product §5), in the order the forms show them. */
export function AddressFields<T extends AddressValues>(form: FieldGroupProps<T>) {
  return (
    <>
      <Field label="Calle" autoComplete="address-line1" {...bind(form, 'direccion.calle')} />
      <Field label="Número" inputMode="numeric" {...bind(form, 'direccion.numero')} />
      <Field label="Ciudad" autoComplete="address-level2" {...bind(form, 'direccion.ciudad')} />
      <Field label="Código postal" autoComplete="postal-code" {...bind(form, 'direccion.codigoPostal')} />
      <Field label="País" autoComplete="country-name" {...bind(form, 'direccion.pais')} />
    </>
  );
}

const GROUP = 'grid gap-4 sm:grid-cols-2';
const LEGEND = 'mb-3 text-lg font-bold text-ink';

type PersonValues = NameValues & AddressValues & { numeroContacto?: string | undefined };

/**
 * A person's form (registration, own profile): 'Datos personales' (nombre, apellido, celular, then
 * `children`) and 'Dirección'.
 */
export function PersonFieldsets<T extends PersonValues>({
  children,
  ...form
}: FieldGroupProps<T> & { children: ReactNode }) {
  return (
    <>
      <fieldset>
        <legend className={LEGEND}>Datos personales</legend>
        <div className={GROUP}>
          <NameFields {...form} />
          <PhoneField {...bind(form, 'numeroContacto')} />
          {children}
        </div>
      </fieldset>
      <fieldset>
        <legend className={LEGEND}>Dirección</legend>
        <div className={GROUP}>
          <AddressFields {...form} />
        </div>
      </fieldset>
    </>
  );
}
