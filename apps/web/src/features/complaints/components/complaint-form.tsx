import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ComplaintFormInput,
  type ComplaintForm as ComplaintFormValues,
  complaintFormSchema,
} from '@servihogar/shared/complaints';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_DESCRIPCION_MAX,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TITULO_MAX,
  CRITICIDADES,
} from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Field, TextAreaField } from '@/components/field.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { ApiError, serverMessage } from '@/lib/api-client.ts';

const c = msg.complaints;
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export const EMPTY_COMPLAINT: ComplaintFormInput = {
  titulo: '',
  empresaComercio: '',
  categoria: '' as ComplaintFormInput['categoria'],
  descripcion: '',
  ciudad: '',
  criticidad: 'Media',
  contacto: '',
  anonymous: false,
};

type Props = {
  /** What was typed before (kept when the form was closed or failed). */
  initial: ComplaintFormInput;
  /** The signed-in user's name, shown as denunciante unless anonymous. */
  userName: string;
  /** Rejects with the API error, which the form shows without losing a field. */
  onSubmit: (values: ComplaintFormValues) => Promise<unknown>;
  /** Every change, so closing the dialog by any means loses nothing. */
  onDraft: (values: ComplaintFormInput) => void;
  onCancel: () => void;
};

/** 'Nueva Denuncia' (§5): every required field checked before sending; the anonymous box forces 'Anónimo'. */
export function ComplaintForm({ initial, userName, onSubmit, onDraft, onCancel }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const [detail, setDetail] = useState<string | null>(null);
  const { register, control, handleSubmit, watch, setError, formState } = useForm<
    ComplaintFormInput,
    unknown,
    ComplaintFormValues
  >({ resolver: zodResolver(complaintFormSchema), defaultValues: initial });
  useEffect(() => {
    const subscription = watch((values) => onDraft(values as ComplaintFormInput));
    return () => subscription.unsubscribe();
  }, [watch, onDraft]);
  const anonymous = watch('anonymous');
  const descripcionLength = watch('descripcion')?.length ?? 0;
  const errors = formState.errors;
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {})) {
        setError(name as keyof ComplaintFormInput, { message });
      }
      setFailure(c.sendFailed);
      setDetail(serverMessage(error, ''));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <FormAlert message={failure}>
        {detail && detail !== failure && <p className="mt-1 font-normal">{detail}</p>}
      </FormAlert>
      <Field
        label="Título"
        maxLength={COMPLAINT_TITULO_MAX}
        error={errors.titulo?.message}
        required
        {...register('titulo')}
      />
      <Field
        label="Empresa o comercio"
        maxLength={COMPLAINT_TEXT_MAX}
        error={errors.empresaComercio?.message}
        required
        {...register('empresaComercio')}
      />
      <Controller
        control={control}
        name="categoria"
        render={({ field }) => (
          <SelectField
            label="Categoría"
            placeholder="Selecciona una categoría"
            options={options(COMPLAINT_CATEGORIES)}
            error={errors.categoria?.message}
            required
            {...field}
            value={field.value ?? ''}
          />
        )}
      />
      {/* No maxLength: the browser would cut a pasted text silently; the counter and the
          schema's 'Máximo 2000 caracteres.' say what is over instead (issue 29). */}
      <TextAreaField
        label="Descripción"
        hint={`${descripcionLength}/${COMPLAINT_DESCRIPCION_MAX} caracteres`}
        error={errors.descripcion?.message}
        required
        {...register('descripcion')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Ciudad"
          maxLength={COMPLAINT_TEXT_MAX}
          autoComplete="address-level2"
          error={errors.ciudad?.message}
          required
          {...register('ciudad')}
        />
        <Controller
          control={control}
          name="criticidad"
          render={({ field }) => (
            <SelectField
              label="Criticidad"
              placeholder="Selecciona la criticidad"
              options={options(CRITICIDADES)}
              error={errors.criticidad?.message}
              required
              {...field}
              value={field.value ?? ''}
            />
          )}
        />
      </div>
      <Field
        label="Contacto (opcional, solo lo ven los administradores)"
        maxLength={COMPLAINT_TEXT_MAX}
        error={errors.contacto?.message}
        {...register('contacto')}
      />
      <label className="flex min-h-11 cursor-pointer items-start gap-3">
        <input type="checkbox" className="mt-1 size-5 shrink-0 accent-brand-700" {...register('anonymous')} />
        <span>
          <span className="font-medium text-ink">{c.anonymousLabel}</span>
          <span className="block text-sm text-muted">
            Denunciante: <strong>{anonymous ? c.anonymous : userName || c.anonymous}</strong>
          </span>
        </span>
      </label>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Enviando...' : 'Enviar denuncia'}
        </Button>
      </div>
    </form>
  );
}
