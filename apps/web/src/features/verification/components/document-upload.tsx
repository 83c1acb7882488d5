import { formatLongDate } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import {
  DOCUMENT_ACCEPTED_TYPES,
  DOCUMENT_KIND_LABELS,
  type DocumentKind,
  documentFileSchema,
  type VerificationDocument,
} from '@servihogar/shared/verification';
import { z } from 'zod';
import { UploadActions } from '@/components/ui/form/upload-actions.tsx';
import { withinUploadLimit } from '@/components/ui/form/upload-limit.ts';
import { useApiForm } from '@/components/ui/form/use-api-form.ts';
import { useProgress } from '@/components/ui/form/use-progress.ts';
import { UploadFileField } from '@/components/upload-file-field.tsx';
import { useUploadDocument } from '../api/verification.ts';
import { StatusPill } from './status-pill.tsx';

const documentFormSchema = z.object({ file: withinUploadLimit(documentFileSchema) });

const AGAIN: Record<DocumentKind, string> = {
  dni: 'Enviar otra foto del DNI',
  matricula: 'Enviar otra matrícula',
  antecedentes: 'Enviar un certificado nuevo',
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
  const { progress, track } = useProgress();
  const form = useApiForm({
    schema: documentFormSchema,
    defaultValues: {},
    failure: msg.api.internal,
    voice: 'server',
  });
  const label = DOCUMENT_KIND_LABELS[kind];

  const submit = form.submit(async ({ file }) => {
    const res = await track((onProgress) => upload.mutateAsync({ kind, file, onProgress }));
    form.reset({});
    form.setNotice({ tone: 'success', message: res.message });
  });

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-bold text-ink">{label}</h2>
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
        hint={kind === 'antecedentes' ? msg.badges.certificateHint : msg.verification.fileHint}
        accept={kind === 'antecedentes' ? 'application/pdf' : DOCUMENT_ACCEPTED_TYPES.join(',')}
        {...form.file('file')}
      />
      <UploadActions
        progress={progress}
        progressLabel={`Subiendo: ${label}`}
        notice={form.notice}
        busy={form.busy}
      >
        {msg.verification.send}
      </UploadActions>
    </form>
  );
}
