import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { Spinner } from '@/components/spinner.tsx';
import { useObjectUrl } from '@/lib/use-object-url.ts';
import { useMessagePhoto } from '../api/get-message-photo.ts';

/** A message's photo as a thumbnail (fetched with the session); a click opens it whole. */
export function MessagePhoto({ path, author }: { path: string; author: string }) {
  const photo = useMessagePhoto(path);
  const url = useObjectUrl(photo.data);
  const alt = fillMessage(msg.conversations.photoAlt, { nombre: author });
  if (photo.isError) return <p className="text-sm text-muted">{alt}: no se pudo cargar.</p>;
  if (!url) return <Spinner label="Cargando foto..." />;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="self-start">
      <img
        src={url}
        alt={alt}
        className="max-h-40 max-w-full rounded-lg object-contain ring-1 ring-stone-200"
      />
    </a>
  );
}
