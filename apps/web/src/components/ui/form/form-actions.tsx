import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { SubmitButton } from './submit-button.tsx';

type Props = {
  busy: boolean;
  busyLabel: string;
  /** The submit button's text. */
  children: ReactNode;
  /** Without it, the submit button alone (a page of its own has nothing to cancel). */
  onCancel?: (() => void) | undefined;
  /** The submit button's colour when it is not the usual one (a red 'Eliminar'). */
  submitClassName?: string;
};

/** A form's 'Cancelar' and submit buttons: side by side from `sm`, the submit first on a phone. */
export function FormActions({ busy, busyLabel, children, onCancel, submitClassName }: Props) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
      )}
      <SubmitButton busy={busy} busyLabel={busyLabel} className={submitClassName}>
        {children}
      </SubmitButton>
    </div>
  );
}
