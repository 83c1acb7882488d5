import { UPLOAD_MAX_BYTES } from '@servihogar/shared/constants';
import { formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import {
  DOCUMENT_ACCEPTED_TYPES,
  DOCUMENT_KIND_LABELS,
  type DocumentKind,
  type VerificationDocument,
} from '@servihogar/shared/verification';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { FormAlert } from '@/components/form-alert.tsx';
import { ProgressBar } from '@/components/progress-bar.tsx';
import { UploadFileField } from '@/components/upload-file-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useUploadDocument } from '../api/verification.ts';
import { StatusPill } from './status-pill.tsx';

type Result = { tone: 'success' | 'error'; message: string };

const AGAIN: Record<DocumentKind, string> = {
  dni: 'Enviar otra foto del DNI',
  matricula: 'Enviar otra matrícula',
};

/** One document kind: its review state (and the reason of a rejection) and the form to send a new one. */
export function DocumentUpload({
  kind,
  current,
}: {
  kind: DocumentKind;
  current: VerificationDocument | undefined;
}) {
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const label = DOCUMENT_KIND_LABELS[kind];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setResult({ tone: 'error', message: msg.verification.fileRequired });
    if (!DOCUMENT_ACCEPTED_TYPES.includes(file.type)) {
      return setResult({ tone: 'error', message: msg.verification.onlyImagesOrPdf });
    }
    if (file.size > UPLOAD_MAX_BYTES) return setResult({ tone: 'error', message: msg.api.tooLarge });
    setResult(null);
    setProgress(0);
    try {
      const res = await upload.mutateAsync({ kind, file, onProgress: setProgress });
      setResult({ tone: 'success', message: res.message });
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (error) {
      setResult({ tone: 'error', message: error instanceof ApiError ? error.message : msg.api.internal });
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-bold text-ink">{label}</h3>
        <StatusPill status={current?.status} />
      </div>
      {current && (
        <p className="text-sm text-muted">
          Enviado el {formatLongDate(current.createdAt)}
          {current.status === 'rechazado' && current.motivo && (
            <span className="mt-1 block text-red-900">
              {msg.verification.reasonLabel}: {current.motivo}
            </span>
          )}
        </p>
      )}
      <UploadFileField
        label={current ? AGAIN[kind] : label}
        hint={msg.verification.fileHint}
        accept={DOCUMENT_ACCEPTED_TYPES.join(',')}
        disabled={uploading}
        resetKey={inputKey}
        onPick={(picked) => {
          setFile(picked);
          setResult(null);
        }}
      />
      {uploading && <ProgressBar value={progress} label={`Subiendo: ${label}`} />}
      <FormAlert message={result?.message ?? null} tone={result?.tone} />
      <Button type="submit" disabled={uploading} className="sm:self-start">
        {uploading ? 'Subiendo...' : msg.verification.send}
      </Button>
    </form>
  );
}
