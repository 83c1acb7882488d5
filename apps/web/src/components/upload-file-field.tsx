import { useId } from 'react';

type Props = {
  label: string;
  hint: string;
  /** The input's `accept` list. */
  accept: string;
  disabled: boolean;
  /** A new value empties the input (after a successful upload). */
  resetKey: number;
  onPick: (file: File | null) => void;
};

/** The file input of an upload form (payment proof, verification document), with its hint under it. */
export function UploadFileField({ label, hint, accept, disabled, resetKey, onPick }: Props) {
  const inputId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-semibold text-ink">
        {label}
      </label>
      <input
        key={resetKey}
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={`${inputId}-hint`}
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        className="min-h-11 w-full max-w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
      />
      <p id={`${inputId}-hint`} className="text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}
