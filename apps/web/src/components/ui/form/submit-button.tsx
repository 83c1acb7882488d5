import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { SpinnerIcon } from '@/components/spinner.tsx';

type Props = {
  busy: boolean;
  /** What the button says while the call runs ('Guardando...'). */
  busyLabel: string;
  children: ReactNode;
  /** Disabled for another reason too (e.g. the account is not known yet). */
  disabled?: boolean;
  className?: string;
};

/** A form's submit button: disabled, with a spinner and its busy label, while the call runs. */
export function SubmitButton({ busy, busyLabel, children, disabled = false, className }: Props) {
  return (
    <Button type="submit" disabled={busy || disabled} className={className}>
      {busy && <SpinnerIcon size={18} className="text-current" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
