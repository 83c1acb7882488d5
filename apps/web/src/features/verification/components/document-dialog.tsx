import { DOCUMENT_KIND_LABELS, type QueueItem } from '@servihogar/shared/verification';
import { PrivateFileDialog } from '@/components/private-file-dialog.tsx';
import { useDocumentFile } from '../api/verification.ts';

/** 'Ver documento': the private file fetched with the session; a PDF opens in a new tab from its blob. */
export function DocumentDialog({ item, onClose }: { item: QueueItem; onClose: () => void }) {
  const file = useDocumentFile(item.fileUrl);
  const { nombre, apellido, dni } = item.professional;
  const label = DOCUMENT_KIND_LABELS[item.kind];
  return (
    <PrivateFileDialog
      file={file}
      title={label}
      description={`${nombre} ${apellido} · DNI ${dni}`}
      loading="Cargando documento..."
      failed="No se pudo cargar el documento."
      alt={`${label} de ${nombre} ${apellido}`}
      pdf={item.contentType === 'application/pdf'}
      onClose={onClose}
    />
  );
}
