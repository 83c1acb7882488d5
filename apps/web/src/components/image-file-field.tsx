import { UploadFileField } from './upload-file-field.tsx';

type Props = { label: string; error?: string | null; onPick: (file: File | undefined) => void };

/** A labelled file input for one image, with the accepted formats and its error under it. */
export function ImageFileField({ label, error, onPick }: Props) {
  return (
    <UploadFileField
      label={label}
      hint="JPG, PNG, WebP o GIF de hasta 5 MB."
      accept="image/jpeg,image/png,image/webp,image/gif"
      error={error}
      onPick={(file) => onPick(file ?? undefined)}
    />
  );
}
