export function CloseButton({
  onClick,
  label = 'Cerrar publicidad',
}: {
  onClick: () => void;
  label?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="absolute top-1 right-1 z-10 inline-flex size-11 items-center justify-center rounded-full text-xl leading-none text-stone-700 hover:bg-white/80"
    >
      <span className="inline-flex size-7 items-center justify-center rounded-full bg-white/90 shadow ring-1 ring-stone-300">
        ×
      </span>
    </button>
  );
}
