import { FormAlert } from '@/components/form-alert.tsx';
import type { Notice } from './use-api-form.ts';

/** The form's alert (`useApiForm`'s notice), with the server's detail under the message. */
export function FormNotice({ notice }: { notice: Notice | null }) {
  return (
    <FormAlert message={notice?.message ?? null} tone={notice?.tone}>
      {notice?.detail && notice.detail !== notice.message && (
        <p className="mt-1 font-normal">{notice.detail}</p>
      )}
    </FormAlert>
  );
}
