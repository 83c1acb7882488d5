import {
  CATEGORY_DESCRIPTION_MAX,
  categoryEditFieldsSchema,
  categoryRenameSchema,
  type ManagedCategory,
} from '@servihogar/shared/categories';
import { UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { Field, TextAreaField } from '@/components/field.tsx';
import { ImageFileField } from '@/components/image-file-field.tsx';
import { Modal } from '@/components/modal.tsx';
import { ProgressBar } from '@/components/progress-bar.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { FormActions } from '@/components/ui/form/form-actions.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { type ApiForm, useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useProgress } from '@/components/ui/form/use-progress.ts';
import { ApiError } from '@/lib/api-client.ts';
import { failureText } from '@/lib/feedback.ts';
import {
  useEditCategory,
  useMergeCategory,
  useRejectCategory,
  useRenameCategory,
} from '../api/manage-categories.ts';

export type DialogMode = 'rename' | 'merge' | 'reject' | 'edit';
export type DialogState = { mode: DialogMode; category: ManagedCategory } | null;

const TITLES: Record<DialogMode, string> = {
  rename: 'Renombrar categoría',
  merge: 'Fusionar categoría',
  reject: '¿Rechazar esta categoría?',
  edit: 'Editar categoría',
};
const DONE: Record<DialogMode, string> = {
  rename: 'Categoría renombrada.',
  merge: 'Categoría fusionada.',
  reject: 'Categoría rechazada.',
  edit: 'Categoría actualizada.',
};

type Props = {
  state: DialogState;
  all: ManagedCategory[];
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Rename, merge, reject or edit (description and image) one category. */
export function CategoryDialog({ state, all, onClose, onDone }: Props) {
  return (
    <Modal
      open={state !== null}
      onClose={onClose}
      title={state ? TITLES[state.mode] : ''}
      description={state ? describe(state) : undefined}
    >
      {state && (
        <DialogBody
          key={`${state.mode}:${state.category.slug}`}
          state={state}
          all={all}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </Modal>
  );
}

function describe({ mode, category }: NonNullable<DialogState>): string {
  const who = category.professionals === 1 ? '1 profesional' : `${category.professionals} profesionales`;
  if (mode === 'merge') return `"${category.type}" desaparece y sus ${who} pasan a la categoría elegida.`;
  if (mode === 'reject') return `"${category.type}" se elimina y ${who} pierden ese servicio.`;
  return `"${category.type}"`;
}

const FAILED = 'No se pudo completar la acción. Intentá nuevamente.';
const mergeSchema = z.object({ into: z.string().min(1, 'Elegí la categoría de destino.') });
const rejectSchema = z.object({});

type FormProps = { category: ManagedCategory; onClose: () => void; onDone: () => void };

function DialogBody({
  state: { mode, category },
  all,
  onClose,
  onDone,
}: { state: NonNullable<DialogState> } & Omit<Props, 'state'>) {
  const props = { category, onClose, onDone: () => onDone(DONE[mode]) };
  if (mode === 'rename') return <RenameForm {...props} />;
  if (mode === 'merge') return <MergeForm {...props} all={all} />;
  if (mode === 'reject') return <RejectForm {...props} />;
  return <EditForm {...props} />;
}

/** The dialog's form: its alert, its fields, 'Cancelar' and the submit button. */
function DialogForm<T extends FieldValues, U>({
  form,
  onSubmit,
  onClose,
  submitLabel = 'Guardar',
  children,
}: {
  form: ApiForm<T, U>;
  onSubmit: ReturnType<ApiForm<T, U>['submit']>;
  onClose: () => void;
  submitLabel?: string;
  children?: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-4">
      <FormNotice notice={form.notice} />
      {children}
      <FormActions busy={form.busy} busyLabel="Guardando..." onCancel={onClose}>
        {submitLabel}
      </FormActions>
    </form>
  );
}

function RenameForm({ category, onClose, onDone }: FormProps) {
  const rename = useRenameCategory();
  const form = useApiForm({
    schema: categoryRenameSchema,
    defaultValues: { type: category.type },
    failure: FAILED,
  });
  const submit = form.submit(async ({ type }) => {
    await rename.mutateAsync({ slug: category.slug, type });
    onDone();
  });
  return (
    <DialogForm form={form} onSubmit={submit} onClose={onClose}>
      <Field label="Nuevo nombre" {...form.field('type')} />
    </DialogForm>
  );
}

function MergeForm({ category, all, onClose, onDone }: FormProps & { all: ManagedCategory[] }) {
  const merge = useMergeCategory();
  const form = useApiForm({ schema: mergeSchema, defaultValues: { into: '' }, failure: FAILED });
  const targets = all
    .filter((c) => c.slug !== category.slug && c.status === 'aprobada')
    .map((c) => ({ value: c.slug, label: c.type }));
  const submit = form.submit(async ({ into }) => {
    await merge.mutateAsync({ slug: category.slug, into });
    onDone();
  });
  return (
    <DialogForm form={form} onSubmit={submit} onClose={onClose}>
      <SelectField
        label="Fusionar en"
        placeholder="Elegí una categoría"
        options={targets}
        {...form.choice('into')}
      />
    </DialogForm>
  );
}

function RejectForm({ category, onClose, onDone }: FormProps) {
  const reject = useRejectCategory();
  const form = useApiForm({ schema: rejectSchema, defaultValues: {}, failure: FAILED });
  const submit = form.submit(async () => {
    await reject.mutateAsync(category.slug);
    onDone();
  });
  return <DialogForm form={form} onSubmit={submit} onClose={onClose} submitLabel="Rechazar" />;
}

function EditForm({ category, onClose, onDone }: FormProps) {
  const save = useEditCategory();
  const { progress, track } = useProgress();
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const form = useApiForm({
    schema: categoryEditFieldsSchema,
    defaultValues: { description: category.description ?? '' },
    failure: (error) => {
      // The image is no form field: its message goes beside the file input.
      if (error instanceof ApiError && error.fields?.image) setImageError(error.fields.image);
      return failureText(error, FAILED);
    },
  });
  const submit = form.submit(async ({ description }) => {
    if (image && image.size > UPLOAD_MAX_BYTES) return setImageError(msg.api.tooLarge);
    await track((onProgress) => save.mutateAsync({ slug: category.slug, description, image, onProgress }));
    onDone();
  });
  return (
    <DialogForm form={form} onSubmit={submit} onClose={onClose}>
      <TextAreaField
        label="Descripción"
        rows={4}
        hint={`Hasta ${CATEGORY_DESCRIPTION_MAX} caracteres. Se muestra en el inicio y en la página de la categoría.`}
        {...form.field('description')}
      />
      <ImageFileField
        label="Imagen (opcional)"
        error={imageError}
        onPick={(file) => {
          setImage(file ?? null);
          setImageError(null);
        }}
      />
      {progress !== null && <ProgressBar value={progress} label="Subiendo imagen" />}
    </DialogForm>
  );
}
