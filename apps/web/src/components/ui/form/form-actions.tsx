import type { ReactNode } from 'react';
import { Button } from '@/components/button.tsx';
import { SubmitButton } from './submit-button.tsx';

type Props = {
  busy: boolean;
  busyLabel: string;
  /** The submit button's text. */
  children: ReactNode;
  onCancel: () => void;
};

/** A form's 'Cancelar' and submit buttons: side by side from `sm`, the submit first on a phone. */
export function FormActions({ busy, busyLabel, children, onCancel }: Props) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancelar
      </Button>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {children}
      </SubmitButton>
    </div>
  );
}
