import type { ReactNode, SVGProps } from 'react';

type Props = Pick<SVGProps<SVGSVGElement>, 'strokeLinejoin'> & { size: number; children: ReactNode };

/** A 24-unit outline icon in the text's colour, hidden from screen readers (its button names it). */
export function LineIcon({ size, children, ...svg }: Props) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      {...svg}
    >
      {children}
    </svg>
  );
}
