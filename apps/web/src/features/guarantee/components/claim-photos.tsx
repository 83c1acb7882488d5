import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import { Spinner } from '@/components/spinner.tsx';
import { useObjectUrl } from '@/lib/use-object-url.ts';
import { useClaimPhoto } from '../api/guarantee.ts';

const g = msg.guarantee;

/** One photo of a claim as a thumbnail (fetched with the session); a click opens it whole. */
function ClaimPhoto({ path, alt }: { path: string; alt: string }) {
  const photo = useClaimPhoto(path);
  const url = useObjectUrl(photo.data);
  if (photo.isError) return <p className="text-muted">{`${alt}: ${g.photoFailed}`}</p>;
  if (!url) return <Spinner label="Cargando foto..." />;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      <img src={url} alt={alt} className="h-20 w-20 rounded-lg object-cover ring-1 ring-stone-200" />
    </a>
  );
}

/** The claim's photos (its client, its professional and admins see them), as thumbnails. */
export function ClaimPhotos({ codigo, paths }: { codigo: string; paths: string[] }) {
  if (paths.length === 0) return null;
  return (
    <ul aria-label={g.photosTitle} className="flex flex-wrap gap-2">
      {paths.map((path, n) => (
        <li key={path}>
          <ClaimPhoto path={path} alt={fillMessage(g.photoAlt, { n: String(n + 1), codigo })} />
        </li>
      ))}
    </ul>
  );
}
