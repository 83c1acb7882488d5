import { zodResolver } from '@hookform/resolvers/zod';
import * as msg from '@servihogar/shared/messages';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  get,
  type Mode,
  type PathValue,
  type RegisterOptions,
  type SubmitErrorHandler,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import type { AlertTone } from '@/components/form-alert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { type FailureVoice, failureText } from '@/lib/feedback.ts';
import { announce, countErrors, focusFirstInvalid, invalidText } from './invalid-fields.ts';

/** What the form's alert says: a failure, a warning, or a success that keeps the form open. */
export type Notice = { message: string; detail?: string | undefined; tone?: AlertTone };

type Options<TInput extends FieldValues, TOutput> = {
  /**
   * The shared zod schema: the browser says what the server would. It checks the form's values (or
   * what `prepare` makes of them) at run time, so its input may be narrower than the form's values
   * (a radio not picked yet is '', the hire dialog's day and hour are one `start`): no cast needed.
   */
  schema: z.ZodType<TOutput, TInput> | z.ZodType<TOutput, unknown>;
  defaultValues: DefaultValues<TInput>;
  mode?: Mode;
  /** The values as the schema should see them (e.g. a blank optional address left out). */
  prepare?: (values: TInput) => FieldValues;
  /**
   * The alert when the call fails: a fallback text for `failureText` (spoken in `voice`), or a
   * function of the error (null: no alert, e.g. when the fields say it all).
   */
  failure?: string | ((error: unknown) => Notice | string | null);
  voice?: FailureVoice;
};

export type ApiForm<TInput extends FieldValues, TOutput> = UseFormReturn<TInput, unknown, TOutput> & {
  /** True while the call runs: the submit button is disabled and spins. */
  busy: boolean;
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
  /**
   * The `<form onSubmit>` handler: validates with the schema, runs `action` with the parsed
   * values, and on a rejection puts the server's `fields` under their inputs and the failure
   * in the alert.
   */
  /** A `Field`'s props: `<Field label="Email" {...form.field('email')} />`. */
  field: (name: FieldPath<TInput>, options?: RegisterOptions<TInput, FieldPath<TInput>>) => FieldProps;
  /** An `UploadFileField`'s props: the picked file in the form's values (checked by the schema). */
  file: (name: FieldPath<TInput>) => FileProps;
  /** A `multiple` `UploadFileField`'s props: the picked files, a list in the form's values. */
  files: (name: FieldPath<TInput>) => FilesProps;
  /** A `SelectField`'s props: its value, a change that re-checks once the form was sent, its error. */
  choice: (name: FieldPath<TInput>) => ChoiceProps;
  submit: (
    action: (values: TOutput) => unknown,
    onInvalid?: SubmitErrorHandler<TInput>,
  ) => (event?: FormEvent) => Promise<void>;
};

type FieldProps = UseFormRegisterReturn & { error: string | undefined };
type ChoiceProps = Omit<UseFormRegisterReturn, 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
};

type FileProps = {
  value: File | null | undefined;
  error: string | undefined;
  disabled: boolean;
  onPick: (file: File | null) => void;
};
type FilesProps = Omit<FileProps, 'value' | 'onPick'> & {
  multiple: true;
  value: File[] | undefined;
  onPick: (files: File[]) => void;
};

/** The error message of one field, e.g. 'direccion.calle'. */
function errorOf<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'formState'>, name: FieldPath<T>) {
  return get<FieldErrors<T>, FieldError | undefined>(form.formState.errors, name)?.message;
}

/**
 * A `Field`'s props from any react-hook-form form (also `useFormContext()` in a form split in
 * parts): the input's registration and its error message.
 */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: FieldPath<T>,
  options?: RegisterOptions<T, FieldPath<T>>,
): FieldProps {
  return { error: errorOf(form, name), ...form.register(name, options) };
}

/** The server's per-field messages (`ApiError.fields`), under the form's inputs. */
export function showServerFields<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError'>,
) {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [name, message] of Object.entries(error.fields)) {
    form.setError(name as FieldPath<T>, { message });
  }
}

/** A `failure` for a form whose server field messages say it all: the alert only without them. */
export function unlessFields(fallback: string) {
  return (error: unknown) =>
    error instanceof ApiError && error.fields ? null : failureText(error, fallback);
}

/** A web form on the shared zod schema, wired for the API: one way to write every form. */
export function useApiForm<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  mode,
  prepare,
  failure = msg.registration.unexpected,
  voice,
}: Options<TInput, TOutput>): ApiForm<TInput, TOutput> {
  // The one place the form's values meet the schema's input type (see `schema` above).
  const checks = zodResolver(schema as z.ZodType<TOutput, TInput>);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: prepare
      ? (values, context, options) => checks(prepare(values) as TInput, context, options)
      : checks,
    defaultValues,
    // The kit focuses the first invalid control in the page's order (below), not in the schema's.
    shouldFocusError: false,
    ...(mode ? { mode } : {}),
  });
  const [notice, setNotice] = useState<Notice | null>(null);

  // Sent with fields to fix (issue 48): once they are marked, focus the first one and say how many.
  const formElement = useRef<HTMLFormElement | null>(null);
  const focusPending = useRef(false);
  const { isSubmitting } = form.formState;
  useEffect(() => {
    if (!focusPending.current || isSubmitting) return;
    focusPending.current = false;
    focusFirstInvalid(formElement.current);
  });

  const submit: ApiForm<TInput, TOutput>['submit'] = (action, onInvalid) => (event) => {
    if (event?.currentTarget instanceof HTMLFormElement) formElement.current = event.currentTarget;
    return form.handleSubmit(
      async (values) => {
        announce('');
        setNotice(null);
        try {
          await action(values);
        } catch (error) {
          showServerFields(error, form);
          const said = typeof failure === 'function' ? failure(error) : failureText(error, failure, voice);
          setNotice(typeof said === 'string' ? { message: said } : said);
        }
      },
      (errors, e) => {
        announce(invalidText(countErrors(errors)));
        focusPending.current = true;
        return onInvalid?.(errors, e);
      },
    )(event);
  };

  const choice = (name: FieldPath<TInput>): ChoiceProps => {
    const { onChange: _, ...registered } = form.register(name);
    return {
      ...registered,
      value: (form.watch(name) ?? '') as string,
      onChange: (value) =>
        form.setValue(name, value as PathValue<TInput, FieldPath<TInput>>, {
          shouldDirty: true,
          shouldValidate: form.formState.isSubmitted,
        }),
      error: errorOf(form, name),
    };
  };

  const pick = (name: FieldPath<TInput>, picked: File | File[] | null) => {
    form.setValue(name, picked as PathValue<TInput, FieldPath<TInput>>, {
      shouldValidate: form.formState.isSubmitted,
    });
    setNotice(null);
  };
  const file = (name: FieldPath<TInput>): FileProps => ({
    value: form.watch(name) as File | null | undefined,
    error: errorOf(form, name),
    disabled: form.formState.isSubmitting,
    onPick: (picked) => pick(name, picked),
  });
  const files = (name: FieldPath<TInput>): FilesProps => ({
    multiple: true,
    value: form.watch(name) as File[] | undefined,
    error: errorOf(form, name),
    disabled: form.formState.isSubmitting,
    onPick: (picked) => pick(name, picked),
  });

  return {
    ...form,
    busy: isSubmitting,
    notice,
    setNotice,
    field: (name, options) => fieldProps(form, name, options),
    choice,
    file,
    files,
    submit,
  };
}
