import type { UseQueryResult } from '@tanstack/react-query';
import { useObjectUrl } from '../lib/use-object-url.ts';
import { QueryError } from './list-states.tsx';
import { Modal } from './modal.tsx';
import { Spinner } from './spinner.tsx';

type Props = {
  /** The query of the private file (fetchPrivateFile): an <img src> cannot send the session. */
  file: UseQueryResult<Blob>;
  title: string;
  description: string;
  /** What the spinner says while the file loads. */
  loading: string;
  /** What the alert says when the file cannot be loaded. */
  failed: string;
  /** The image's alternative text. */
  alt: string;
  /** A PDF is not shown inline: a link opens it from its blob in a new tab. */
  pdf?: boolean;
  onClose: () => void;
};

/** A private file ('Ver comprobante', 'Ver documento') in a dialog, shown from a blob URL. */
export function PrivateFileDialog({
  file,
  title,
  description,
  loading,
  failed,
  alt,
  pdf = false,
  onClose,
}: Props) {
  const url = useObjectUrl(file.data);
  return (
    <Modal onClose={onClose} title={title} description={description}>
      <div className="mt-4 flex min-h-40 items-center justify-center">
        {file.isPending && <Spinner label={loading} />}
        <QueryError query={file} message={failed} />
        {url && pdf && (
          <a href={url} target="_blank" rel="noreferrer" className="font-semibold text-brand-800 underline">
            Abrir el PDF
          </a>
        )}
        {url && !pdf && (
          <img
            src={url}
            alt={alt}
            className="max-h-[65vh] w-auto max-w-full rounded-lg object-contain ring-1 ring-stone-200"
          />
        )}
      </div>
    </Modal>
  );
}
