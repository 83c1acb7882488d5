import { useEffect, useId, useRef } from 'react';
import { FieldFrame, messagesAria } from './field.tsx';

type Props = {
  label: string;
  hint: string;
  /** The input's `accept` list. */
  accept: string;
  disabled?: boolean;
  /** The picked file; when the form resets it (after a successful upload) the input empties. */
  value?: File | null | undefined;
  error?: string | null | undefined;
  onPick: (file: File | null) => void;
};

/** The file input of an upload form (payment proof, verification document), with its hint under it. */
export function UploadFileField({ label, hint, accept, disabled = false, value, error, onPick }: Props) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!value && input.current) input.current.value = '';
  }, [value]);
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        disabled={disabled}
        {...messagesAria(inputId, error, hint)}
        onChange={(e) => onPick(e.target.files?.[0] ?? null)}
        className="min-h-11 w-full max-w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
      />
    </FieldFrame>
  );
}
