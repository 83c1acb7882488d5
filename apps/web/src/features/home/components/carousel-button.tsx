const PATHS = {
  prev: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M9 5v14M15 5v14',
  play: 'M8 5l11 7-11 7z',
} as const;

type Props = { label: string; icon: keyof typeof PATHS; onClick: () => void; disabled?: boolean };

/** A round arrow, pause or play button of a carousel. */
export function CarouselButton({ label, icon, onClick, disabled = false }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-stone-300 bg-white text-ink shadow-sm hover:bg-brand-50 disabled:opacity-40"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        aria-hidden="true"
      >
        <path d={PATHS[icon]} />
      </svg>
    </button>
  );
}
