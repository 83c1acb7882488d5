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
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/button.tsx';
import { Field, TextAreaField } from '@/components/field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { failureText } from '@/lib/feedback.ts';

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
  const form = useApiForm<ComplaintFormInput, ComplaintFormValues>({
    schema: complaintFormSchema,
    defaultValues: initial,
    failure: (error) => ({ message: c.sendFailed, detail: failureText(error, '', 'server') }),
  });
  const { register, control, watch, formState } = form;
  useEffect(() => {
    const subscription = watch((values) => onDraft(values as ComplaintFormInput));
    return () => subscription.unsubscribe();
  }, [watch, onDraft]);
  const anonymous = watch('anonymous');
  const descripcionLength = watch('descripcion')?.length ?? 0;
  const errors = formState.errors;
  const busy = form.busy;
  const submit = form.submit(onSubmit);

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <FormNotice notice={form.notice} />
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
      <TextAreaField
        label="Descripción"
        maxLength={COMPLAINT_DESCRIPCION_MAX}
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
        <SubmitButton busy={busy} busyLabel="Enviando...">
          Enviar denuncia
        </SubmitButton>
      </div>
    </form>
  );
}
