type Props = { size?: number; className?: string };

/** The house-and-heart mark; decorative, the brand text beside it carries the name. */
export function LogoMark({ size = 36, className }: Props) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" className={className} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#c2410c" />
      <path d="M32 13 11 31h6v19h30V31h6z" fill="#fff7ed" />
      <path
        d="M32 46s-9-5.4-9-11.2a4.9 4.9 0 0 1 9-2.7 4.9 4.9 0 0 1 9 2.7C41 40.6 32 46 32 46z"
        fill="#c2410c"
      />
    </svg>
  );
}
