import {
  CATEGORY_DESCRIPTION_MAX,
  categoryNameProblem,
  type ManagedCategory,
} from '@servihogar/shared/categories';
import { UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { Field, TextAreaField } from '@/components/field.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { ImageFileField } from '@/components/image-file-field.tsx';
import { Modal } from '@/components/modal.tsx';
import { ProgressBar } from '@/components/progress-bar.tsx';
import { SelectField } from '@/components/select-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { failureText } from '@/lib/feedback.ts';
import { useCategoryAction } from '../api/manage-categories.ts';

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
      onOpenChange={(open) => !open && onClose()}
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

function DialogBody({
  state: { mode, category },
  all,
  onClose,
  onDone,
}: { state: NonNullable<DialogState> } & Omit<Props, 'state'>) {
  const action = useCategoryAction();
  const [name, setName] = useState(category.type);
  const [into, setInto] = useState('');
  const [description, setDescription] = useState(category.description ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const targets = all
    .filter((c) => c.slug !== category.slug && c.status === 'aprobada')
    .map((c) => ({ value: c.slug, label: c.type }));

  const check = (): string | null => {
    if (mode === 'rename') return categoryNameProblem(name);
    if (mode === 'merge' && !into) return 'Elige la categoría de destino.';
    if (mode === 'edit' && description.trim().length > CATEGORY_DESCRIPTION_MAX)
      return msg.category.descriptionTooLong;
    if (mode === 'edit' && image && image.size > UPLOAD_MAX_BYTES) return msg.api.tooLarge;
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = check();
    setFieldError(problem);
    if (problem) return;
    const slug = category.slug;
    try {
      if (mode === 'rename') await action.mutateAsync({ kind: 'rename', slug, type: name });
      else if (mode === 'merge') await action.mutateAsync({ kind: 'merge', slug, into });
      else if (mode === 'reject') await action.mutateAsync({ kind: 'reject', slug });
      else {
        setProgress(0);
        await action.mutateAsync({
          kind: 'edit',
          slug,
          description: description.trim(),
          image,
          onProgress: setProgress,
        });
      }
      onDone(DONE[mode]);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const first = fields ? Object.values(fields)[0] : undefined;
      if (first) setFieldError(first);
      setFailure(failureText(error, 'No se pudo completar la acción. Intenta nuevamente.'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <FormAlert message={failure} />
      {mode === 'rename' && (
        <Field
          label="Nuevo nombre"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldError ?? undefined}
        />
      )}
      {mode === 'merge' && (
        <SelectField
          label="Fusionar en"
          placeholder="Elige una categoría"
          options={targets}
          value={into}
          onChange={setInto}
          error={fieldError ?? undefined}
        />
      )}
      {mode === 'edit' && (
        <>
          <TextAreaField
            label="Descripción"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            rows={4}
            error={fieldError ?? undefined}
            hint={`Hasta ${CATEGORY_DESCRIPTION_MAX} caracteres. Se muestra en el inicio y en la página de la categoría.`}
          />
          <ImageFileField label="Imagen (opcional)" onPick={(file) => setImage(file ?? null)} />
          {progress !== null && <ProgressBar value={progress} label="Subiendo imagen" />}
        </>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" disabled={action.isPending}>
          {action.isPending ? 'Guardando...' : mode === 'reject' ? 'Rechazar' : 'Guardar'}
        </Button>
      </div>
    </form>
  );
}
