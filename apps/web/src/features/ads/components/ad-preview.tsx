import type { AdType } from '@servihogar/shared/constants';
import { AD_SLOT_SIZES } from '@servihogar/shared/constants';

type Props = { type: AdType; src: string | null; title: string };

/** The image in its slot at the size visitors see it (scrolls sideways when the screen is narrower). */
export function AdPreview({ type, src, title }: Props) {
  const { width, height } = AD_SLOT_SIZES[type];
  return (
    <figure className="flex min-w-0 max-w-full flex-col gap-2">
      <div className="max-w-full overflow-x-auto rounded-xl bg-stone-100 p-2 ring-1 ring-stone-200">
        <div
          className="flex items-center overflow-hidden rounded-lg bg-white"
          style={{ width, height }}
          data-testid="ad-preview"
        >
          {src ? (
            <img src={src} alt={title || 'Vista previa'} className="size-full object-cover" />
          ) : (
            <span className="px-4 text-center text-sm text-muted">La imagen aparecerá aquí</span>
          )}
        </div>
      </div>
      <figcaption className="text-sm text-muted">
        Vista previa a tamaño real: {width} × {height} px
      </figcaption>
    </figure>
  );
}
