import { MESSAGE_TEXT_MAX, messageFormSchema } from '@servihogar/shared/conversations';
import * as msg from '@servihogar/shared/messages';
import { TextAreaField } from '@/components/field.tsx';
import { FormNotice } from '@/components/ui/form/form-notice.tsx';
import { SubmitButton } from '@/components/ui/form/submit-button.tsx';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { UploadFileField } from '@/components/upload-file-field.tsx';
import { failureText } from '@/lib/feedback.ts';
import { useSendMessage } from '../api/send-message.ts';

const EMPTY = { texto: '', foto: null };

/** The send box: a text with its counter and an optional photo; the server's refusal (blocked, 429) in the alert. */
export function SendBox({ solicitudId }: { solicitudId: string }) {
  const send = useSendMessage(solicitudId);
  const form = useApiForm({
    schema: messageFormSchema,
    defaultValues: EMPTY,
    failure: (error) => failureText(error, msg.conversations.sendFailed, 'refusal'),
  });
  const length = form.watch('texto')?.length ?? 0;
  return (
    <form
      noValidate
      aria-label={msg.conversations.textLabel}
      className="flex flex-col gap-3"
      onSubmit={form.submit(async (values) => {
        await send.mutateAsync(values);
        form.reset(EMPTY);
      })}
    >
      <TextAreaField
        label={msg.conversations.textLabel}
        maxLength={MESSAGE_TEXT_MAX}
        rows={3}
        hint={`${length}/${MESSAGE_TEXT_MAX} caracteres`}
        {...form.field('texto')}
      />
      <UploadFileField
        label={msg.conversations.photoLabel}
        hint="JPG, PNG o WebP de hasta 5 MB."
        accept="image/jpeg,image/png,image/webp"
        {...form.file('foto')}
      />
      <FormNotice notice={form.notice} />
      <SubmitButton busy={form.busy} busyLabel={msg.conversations.sending} className="self-end">
        {msg.conversations.send}
      </SubmitButton>
    </form>
  );
}
