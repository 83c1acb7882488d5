import { clsx } from 'clsx';

/** The × of an ad slot: a 44 px target, placed by the caller beside the ad (never over its text). */
export function CloseButton({
  onClick,
  label = 'Cerrar publicidad',
  className,
}: {
  onClick: () => void;
  label?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={clsx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-xl leading-none text-stone-700 hover:bg-stone-100',
        className,
      )}
    >
      <span className="inline-flex size-7 items-center justify-center rounded-full bg-white shadow ring-1 ring-stone-300">
        ×
      </span>
    </button>
  );
}

/** The line above an ad: what it is, and its ×, outside the image. */
export function AdCaption({ onClose }: { onClose: () => void }) {
  return (
    <div className="flex items-center justify-between">
      <span className="text-xs font-medium tracking-wide text-muted uppercase">Publicidad</span>
      <CloseButton onClick={onClose} className="-mr-2" />
    </div>
  );
}
