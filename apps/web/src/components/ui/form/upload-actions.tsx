import type { ReactNode } from 'react';
import { ProgressBar } from '@/components/progress-bar.tsx';
import { FormNotice } from './form-notice.tsx';
import { SubmitButton } from './submit-button.tsx';
import type { Notice } from './use-api-form.ts';

type Props = {
  /** useProgress's value: null while nothing is being sent. */
  progress: number | null;
  progressLabel: string;
  notice: Notice | null;
  busy: boolean;
  disabled?: boolean;
  /** What the send button says. */
  children: ReactNode;
};

/** The end of an upload form: the progress while the file goes up, the notice, and the send button. */
export function UploadActions({ progress, progressLabel, notice, busy, disabled = false, children }: Props) {
  return (
    <>
      {progress !== null && <ProgressBar value={progress} label={progressLabel} />}
      <FormNotice notice={notice} />
      <SubmitButton busy={busy} busyLabel="Subiendo..." disabled={disabled} className="sm:self-start">
        {children}
      </SubmitButton>
    </>
  );
}
