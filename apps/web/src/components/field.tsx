import { clsx } from 'clsx';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

const CONTROL =
  'min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-ink placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200';

function controlClasses(error: string | undefined, className?: string) {
  return clsx(CONTROL, error ? 'border-red-700' : 'border-stone-300', className);
}

type Common = { label: string; error?: string | undefined; hint?: string };

/** A field's hint and error under it, with the ids `describedBy` names (`<id>-hint`, `<id>-error`). */
export function FieldMessages({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | null | undefined;
  hint?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

export function describedBy(id: string, error?: string | null, hint?: string): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A control's aria-invalid and aria-describedby, tied to the messages of FieldMessages. */
export function messagesAria(id: string, error?: string | null, hint?: string) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, hint) };
}

/** A labelled control's frame: the label above it, its hint and error under it. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string | null | undefined;
  hint?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      {children}
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}

type InputProps = Common &
  InputHTMLAttributes<HTMLInputElement> & {
    /** Fixed text shown before the input, e.g. the '+54 9' phone prefix. */
    prefix?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled input with its error message under it (wired with aria-invalid/aria-describedby). */
export function Field({ label, error, hint, prefix, id, className, ref, ...input }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const control = (
    <input
      id={inputId}
      ref={ref}
      {...messagesAria(inputId, error, hint)}
      className={controlClasses(error, prefix ? 'rounded-l-none' : undefined)}
      {...input}
    />
  );
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      {prefix ? (
        <div className="flex">
          <span className="inline-flex min-h-11 shrink-0 items-center rounded-l-lg border border-r-0 border-stone-300 bg-stone-100 px-3 font-medium text-muted">
            {prefix}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
    </FieldFrame>
  );
}

/** A password input: the browser offers the saved password (`current`) or suggests a new one. */
export function PasswordField({
  current = false,
  ...props
}: Omit<InputProps, 'type'> & { current?: boolean }) {
  return <Field type="password" autoComplete={current ? 'current-password' : 'new-password'} {...props} />;
}

type TextAreaProps = Common &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, id, className, ref, ...textarea }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={inputId}
        ref={ref}
        {...messagesAria(inputId, error, hint)}
        className={controlClasses(error, 'min-h-28')}
        {...textarea}
      />
    </FieldFrame>
  );
}

type RadioGroupProps = UseFormRegisterReturn & {
  legend: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
};

/** One choice among a few, as radios under a legend, with its error under them. */
export function RadioGroupField({ legend, options, error, ...radio }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset aria-describedby={describedBy(id, error)}>
      <legend className="mb-2 font-semibold text-ink">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-3">
          <input type="radio" value={option.value} className="size-5 accent-brand-700" {...radio} />
          {option.label}
        </label>
      ))}
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}
