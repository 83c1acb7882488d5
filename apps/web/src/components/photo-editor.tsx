import * as msg from '@servihogar/shared/messages';
import { z } from 'zod';
import type { OnProgress } from '../lib/upload.ts';
import { useObjectUrl } from '../lib/use-object-url.ts';
import { Avatar } from './avatar.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { FormActions } from './ui/form/form-actions.tsx';
import { FormNotice } from './ui/form/form-notice.tsx';
import { withinUploadLimit } from './ui/form/upload-limit.ts';
import { useApiForm } from './ui/form/use-api-form.ts';
import { useProgress } from './ui/form/use-progress.ts';
import { UploadFileField } from './upload-file-field.tsx';

const photoSchema = z.object({
  photo: withinUploadLimit(
    z.custom<File>((v) => typeof Blob !== 'undefined' && v instanceof Blob, msg.photo.required),
  ),
});

type Props = {
  currentSrc: string | null;
  name: string;
  upload: (file: File, onProgress: OnProgress) => Promise<{ message?: string } | undefined>;
  onDone: (message: string) => void;
  onCancel: () => void;
};

/** Spec §2/§4 'photo edit mode': pick an image, see it, upload it with a real progress bar. */
export function PhotoEditor({ currentSrc, name, upload, onDone, onCancel }: Props) {
  const { progress, track } = useProgress();
  const form = useApiForm({
    schema: photoSchema,
    defaultValues: {},
    // The server's own words for a file it refused (too large, not an image, unreadable).
    failure: msg.photo.updateFailed,
  });
  const file = form.watch('photo') as File | null | undefined;
  const preview = useObjectUrl(file);

  const submit = form.submit(async ({ photo }) => {
    const res = await track((onProgress) => upload(photo, onProgress));
    onDone(res?.message || msg.photo.updated);
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Cambiar foto">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar
          src={preview ?? currentSrc}
          name={name}
          alt={preview ? 'Vista previa de la nueva foto' : 'Foto actual'}
          className="size-28 text-3xl"
        />
        <div className="min-w-0 flex-1">
          <UploadFileField
            label="Elegir una foto"
            hint="JPG, PNG, WebP o GIF, hasta 5 MB."
            accept="image/*"
            {...form.file('photo')}
          />
        </div>
      </div>
      {progress !== null && <ProgressBar value={progress} label="Subiendo foto" />}
      <FormNotice notice={form.notice} />
      <FormActions busy={form.busy} busyLabel="Subiendo..." onCancel={onCancel}>
        Guardar foto
      </FormActions>
    </form>
  );
}
