import { useEffect, useId, useRef } from 'react';
import { FieldFrame, messagesAria } from './field.tsx';

type Common = {
  label: string;
  hint: string;
  /** The input's `accept` list. */
  accept: string;
  disabled?: boolean;
  error?: string | null | undefined;
};
type One = Common & {
  multiple?: false;
  /** The picked file; when the form resets it (after a successful upload) the input empties. */
  value?: File | null | undefined;
  onPick: (file: File | null) => void;
};
/** Several files at once (a claim's photos): the schema says how many. */
type Many = Common & {
  multiple: true;
  value?: File[] | null | undefined;
  onPick: (files: File[]) => void;
};

/**
 * The file input of an upload form (payment proof, verification document, a claim's photos), with
 * its hint under it.
 */
export function UploadFileField(props: One | Many) {
  const { label, hint, accept, disabled = false, value, error } = props;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const empty = Array.isArray(value) ? value.length === 0 : !value;
  useEffect(() => {
    if (empty && input.current) input.current.value = '';
  }, [empty]);
  return (
    <FieldFrame id={inputId} label={label} error={error} hint={hint}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        multiple={props.multiple}
        disabled={disabled}
        {...messagesAria(inputId, error, hint)}
        onChange={(e) => {
          const picked = [...(e.target.files ?? [])];
          if (props.multiple) props.onPick(picked);
          else props.onPick(picked[0] ?? null);
        }}
        className="min-h-11 w-full max-w-full text-base file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
      />
    </FieldFrame>
  );
}
