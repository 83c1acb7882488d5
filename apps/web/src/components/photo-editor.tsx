import { UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import type { OnProgress } from '../lib/upload.ts';
import { Avatar } from './avatar.tsx';
import { Button } from './button.tsx';
import { FormAlert } from './form-alert.tsx';
import { ProgressBar } from './progress-bar.tsx';

type Props = {
  currentSrc: string | null;
  name: string;
  upload: (file: File, onProgress: OnProgress) => Promise<{ message?: string } | undefined>;
  onDone: (message: string) => void;
  onCancel: () => void;
};

// The server's own words for a file it refused (too large, not an image, unreadable); anything
// else gets the §8 text.
function failureText(error: unknown): string {
  if (error instanceof ApiError && [400, 413, 415].includes(error.status as number)) return error.message;
  return msg.photo.updateFailed;
}

/** Spec §2/§4 'photo edit mode': pick an image, see it, upload it with a real progress bar. */
export function PhotoEditor({ currentSrc, name, upload, onDone, onCancel }: Props) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(msg.photo.required);
    if (file.size > UPLOAD_MAX_BYTES) return setError(msg.api.tooLarge);
    setError(null);
    setProgress(0);
    try {
      const res = await upload(file, setProgress);
      onDone(res?.message || msg.photo.updated);
    } catch (failure) {
      setError(failureText(failure));
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Cambiar foto">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar
          src={preview ?? currentSrc}
          name={name}
          alt={preview ? 'Vista previa de la nueva foto' : 'Foto actual'}
          className="size-28 text-3xl"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={inputId} className="font-semibold text-ink">
            Elegir una foto
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            disabled={uploading}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(null);
            }}
            className="min-h-11 w-full max-w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          />
          <p className="text-sm text-muted">JPG, PNG, WebP o GIF, hasta 5 MB.</p>
        </div>
      </div>
      {uploading && <ProgressBar value={progress} label="Subiendo foto" />}
      <FormAlert message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={uploading}>
          Cancelar
        </Button>
        <Button type="submit" disabled={uploading}>
          {uploading ? 'Subiendo...' : 'Guardar foto'}
        </Button>
      </div>
    </form>
  );
}
