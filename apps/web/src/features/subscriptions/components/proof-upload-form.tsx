import * as msg from '@servihogar/shared/messages';
import { paymentProofFileSchema } from '@servihogar/shared/subscriptions';
import { z } from 'zod';
import { UploadActions } from '@/components/ui/form/upload-actions.tsx';
import { withinUploadLimit } from '@/components/ui/form/upload-limit.ts';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useProgress } from '@/components/ui/form/use-progress.ts';
import { UploadFileField } from '@/components/upload-file-field.tsx';
import { failureText } from '@/lib/feedback.ts';
import type { OnProgress } from '@/lib/upload.ts';
import { useObjectUrl } from '@/lib/use-object-url.ts';

const proofFormSchema = z.object({ proof: withinUploadLimit(paymentProofFileSchema) });

type Props = {
  /** Sends the proof; resolves with the server's message. */
  upload: (proof: File, onProgress: OnProgress) => Promise<string>;
  /** False while the account id is not known yet. */
  ready: boolean;
};

/** Spec §2/§5: the payment-proof image (required, images only), its preview and the upload progress. */
export function ProofUploadForm({ upload, ready }: Props) {
  const { progress, track } = useProgress();
  const form = useApiForm({
    schema: proofFormSchema,
    defaultValues: {},
    // The server's words for a refused file (too large, not an image) help more than the §8 text alone.
    failure: (error) => ({ message: msg.subscription.createFailed, detail: failureText(error, '') }),
  });
  const file = form.watch('proof') as File | null | undefined;
  const preview = useObjectUrl(file?.type.startsWith('image/') ? file : null);

  const submit = form.submit(async ({ proof }) => {
    const message = await track((onProgress) => upload(proof, onProgress));
    form.reset({});
    form.setNotice({ tone: 'success', message: message || msg.subscription.created });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
      aria-label="Enviar comprobante de pago"
    >
      <UploadFileField
        label={msg.subscription.proofLabel}
        hint={msg.subscription.proofHint}
        accept={'image/*'}
        {...form.file('proof')}
      />
      {preview && (
        <img
          src={preview}
          alt="Vista previa del comprobante"
          className="max-h-72 w-auto max-w-full self-start rounded-lg object-contain ring-1 ring-stone-200"
        />
      )}
      <UploadActions
        progress={progress}
        progressLabel={msg.subscription.uploading}
        notice={form.notice}
        busy={form.busy}
        disabled={!ready}
      >
        {msg.subscription.send}
      </UploadActions>
    </form>
  );
}
