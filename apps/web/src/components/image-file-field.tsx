import { useId } from 'react';

type Props = { label: string; error?: string | null; onPick: (file: File | undefined) => void };

/** A labelled file input for one image, with the accepted formats and its error under it. */
export function ImageFileField({ label, error, onPick }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onPick(e.target.files?.[0])}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-100 file:px-4 file:font-semibold file:text-brand-900"
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        JPG, PNG, WebP o GIF de hasta 5 MB.
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
