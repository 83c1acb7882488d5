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
} from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { useEffect } from 'react';
import { Field, TextAreaField } from '@/components/field.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { failureText } from '@/lib/feedback.ts';
import { CriticidadSelect, ownLabelOptions } from './complaint-selects.tsx';

const c = msg.complaints;

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
  const { register, watch } = form;
  useEffect(() => {
    const subscription = watch((values) => onDraft(values as ComplaintFormInput));
    return () => subscription.unsubscribe();
  }, [watch, onDraft]);
  const anonymous = watch('anonymous');
  const descripcionLength = watch('descripcion')?.length ?? 0;
  const submit = form.submit(onSubmit);

  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
      <FormNotice notice={form.notice} />
      <Field label="Título" maxLength={COMPLAINT_TITULO_MAX} required {...form.field('titulo')} />
      <Field
        label="Empresa o comercio"
        maxLength={COMPLAINT_TEXT_MAX}
        required
        {...form.field('empresaComercio')}
      />
      <SelectField
        label="Categoría"
        placeholder="Seleccioná una categoría"
        options={ownLabelOptions(COMPLAINT_CATEGORIES)}
        required
        {...form.choice('categoria')}
      />
      {/* No maxLength: the browser would cut a pasted text silently; the counter and the
          schema's 'Máximo 2000 caracteres.' say what is over instead (issue 29). */}
      <TextAreaField
        label="Descripción"
        hint={`${descripcionLength}/${COMPLAINT_DESCRIPCION_MAX} caracteres`}
        required
        {...form.field('descripcion')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Ciudad"
          maxLength={COMPLAINT_TEXT_MAX}
          autoComplete="address-level2"
          required
          {...form.field('ciudad')}
        />
        <CriticidadSelect placeholder="Seleccioná la criticidad" required {...form.choice('criticidad')} />
      </div>
      <Field
        label="Contacto (opcional, solo lo ven los administradores)"
        maxLength={COMPLAINT_TEXT_MAX}
        {...form.field('contacto')}
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
      <FormActions busy={form.busy} busyLabel="Enviando..." onCancel={onCancel}>
        Enviar denuncia
      </FormActions>
    </form>
  );
}
