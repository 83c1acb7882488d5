import { UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { paymentProofFileSchema } from '@servihogar/shared/subscriptions';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { ProgressBar } from '@/components/progress-bar.tsx';
import { UploadFileField } from '@/components/upload-file-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import type { OnProgress } from '@/lib/upload.ts';

type Result = { tone: 'success' | 'error'; message: string; detail?: string };

type Props = {
  /** Sends the proof; resolves with the server's message. */
  upload: (proof: File, onProgress: OnProgress) => Promise<string>;
  /** False while the account id is not known yet. */
  ready: boolean;
};

// The server's words for a refused file (too large, not an image) help more than the §8 text alone.
function failure(error: unknown): Result {
  const detail =
    error instanceof ApiError && [400, 413, 415].includes(error.status as number) ? error.message : undefined;
  return { tone: 'error', message: msg.subscription.createFailed, ...(detail ? { detail } : {}) };
}

/** Spec §2/§5: the payment-proof image (required, images only), its preview and the upload progress. */
export function ProofUploadForm({ upload, ready }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!file?.type.startsWith('image/')) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = paymentProofFileSchema.safeParse(file ?? undefined);
    if (!checked.success) return setResult({ tone: 'error', message: checked.error.issues[0]!.message });
    if (checked.data.size > UPLOAD_MAX_BYTES) return setResult({ tone: 'error', message: msg.api.tooLarge });
    setResult(null);
    setProgress(0);
    try {
      const message = await upload(checked.data, setProgress);
      setResult({ tone: 'success', message: message || msg.subscription.created });
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (error) {
      setResult(failure(error));
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
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
        disabled={uploading}
        resetKey={inputKey}
        onPick={(picked) => {
          setFile(picked);
          setResult(null);
        }}
      />
      {preview && (
        <img
          src={preview}
          alt="Vista previa del comprobante"
          className="max-h-72 w-auto max-w-full self-start rounded-lg object-contain ring-1 ring-stone-200"
        />
      )}
      {uploading && <ProgressBar value={progress} label={msg.subscription.uploading} />}
      <FormAlert message={result?.message ?? null} tone={result?.tone}>
        {result?.detail && <p className="mt-1 font-normal">{result.detail}</p>}
      </FormAlert>
      <Button type="submit" disabled={uploading || !ready} className="sm:self-start">
        {uploading ? 'Subiendo...' : msg.subscription.send}
      </Button>
    </form>
  );
}
