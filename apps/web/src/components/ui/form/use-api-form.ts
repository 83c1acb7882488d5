import { zodResolver } from '@hookform/resolvers/zod';
import * as msg from '@servihogar/shared/messages';
import { type FormEvent, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Mode,
  type SubmitErrorHandler,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import type { AlertTone } from '@/components/form-alert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { type FailureVoice, failureText } from '@/lib/feedback.ts';

/** What the form's alert says: a failure, a warning, or a success that keeps the form open. */
export type Notice = { message: string; detail?: string | undefined; tone?: AlertTone };

type Options<TInput extends FieldValues, TOutput> = {
  /** The shared zod schema: the browser says what the server would. */
  schema: z.ZodType<TOutput, TInput>;
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
  submit: (
    action: (values: TOutput) => Promise<unknown> | undefined,
    onInvalid?: SubmitErrorHandler<TInput>,
  ) => (event?: FormEvent) => Promise<void>;
};

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

/** A web form on the shared zod schema, wired for the API: one way to write every form. */
export function useApiForm<TInput extends FieldValues, TOutput>({
  schema,
  defaultValues,
  mode,
  prepare,
  failure = msg.registration.unexpected,
  voice,
}: Options<TInput, TOutput>): ApiForm<TInput, TOutput> {
  const checks = zodResolver(schema);
  const form = useForm<TInput, unknown, TOutput>({
    resolver: prepare
      ? (values, context, options) => checks(prepare(values) as TInput, context, options)
      : checks,
    defaultValues,
    ...(mode ? { mode } : {}),
  });
  const [notice, setNotice] = useState<Notice | null>(null);

  const submit: ApiForm<TInput, TOutput>['submit'] = (action, onInvalid) =>
    form.handleSubmit(async (values) => {
      setNotice(null);
      try {
        await action(values);
      } catch (error) {
        showServerFields(error, form);
        const said = typeof failure === 'function' ? failure(error) : failureText(error, failure, voice);
        setNotice(typeof said === 'string' ? { message: said } : said);
      }
    }, onInvalid);

  return { ...form, busy: form.formState.isSubmitting, notice, setNotice, submit };
}
