import { clsx } from 'clsx';
import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { FieldFrame, messagesAria } from './field.tsx';

export type SelectOption = { value: string; label: string };

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The empty first choice, e.g. 'Seleccioná una provincia'. */
  placeholder: string;
  error?: string | undefined;
  hint?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
};

/**
 * A labelled, controlled select with its error under it. A value missing from `options` (still
 * loading, or an old record) is kept as a choice rather than silently dropped.
 */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  id,
  className,
  ref,
  ...select
}: Props) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const shown =
    value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options;
  return (
    <FieldFrame id={selectId} label={label} error={error} hint={hint} className={className}>
      <select
        id={selectId}
        ref={ref}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...messagesAria(selectId, error, hint)}
        className={clsx(
          'min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 disabled:text-muted',
          error ? 'border-red-700' : 'border-stone-300',
        )}
        {...select}
      >
        <option value="">{placeholder}</option>
        {shown.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** One `<option>` per value of a fixed list, shown by its label (for a hand-made `<select>`). */
export function LabelledOptions<T extends string>({
  values,
  labels,
}: {
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
}
