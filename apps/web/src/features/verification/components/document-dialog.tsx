import { DOCUMENT_KIND_LABELS, type QueueItem } from '@servihogar/shared/verification';
import { useEffect, useState } from 'react';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useDocumentFile } from '../api/verification.ts';

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/** 'Ver documento': the private file fetched with the session; a PDF opens in a new tab from its blob. */
export function DocumentDialog({ item, onClose }: { item: QueueItem; onClose: () => void }) {
  const file = useDocumentFile(item.fileUrl);
  const url = useObjectUrl(file.data);
  const who = `${item.professional.nombre} ${item.professional.apellido} · DNI ${item.professional.dni}`;
  const label = DOCUMENT_KIND_LABELS[item.kind];
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={label} description={who}>
      <div className="mt-4 flex min-h-40 items-center justify-center">
        {file.isPending && <Spinner label="Cargando documento..." />}
        {file.isError && (
          <p role="alert" className="text-red-900">
            No se pudo cargar el documento.
          </p>
        )}
        {url && item.contentType === 'application/pdf' && (
          <a href={url} target="_blank" rel="noreferrer" className="font-semibold text-brand-800 underline">
            Abrir el PDF
          </a>
        )}
        {url && item.contentType !== 'application/pdf' && (
          <img
            src={url}
            alt={`${label} de ${item.professional.nombre} ${item.professional.apellido}`}
            className="max-h-[65vh] w-auto max-w-full rounded-lg object-contain ring-1 ring-stone-200"
          />
        )}
      </div>
    </Modal>
  );
}
