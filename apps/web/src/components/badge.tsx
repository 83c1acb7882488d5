import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const TONES = {
  emerald: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  sky: 'bg-sky-50 text-sky-900 ring-sky-300',
  amber: 'bg-amber-50 text-amber-900 ring-amber-300',
};

/** A 14 px line icon for a badge (the SVG path `d`). */
export function BadgeIcon({ path, strokeWidth = 3 }: { path: string; strokeWidth?: number }) {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}

export const CHECK_PATH = 'M5 12.5l4.5 4.5L19 7.5';

/** A small rounded label with an icon (a list item inside badge lists, a paragraph alone). */
export function Badge({
  tone,
  icon,
  as: Tag = 'p',
  children,
}: {
  tone: keyof typeof TONES;
  icon?: ReactNode;
  as?: 'p' | 'li' | 'span';
  children: ReactNode;
}) {
  return (
    <Tag
      className={clsx(
        'inline-flex w-fit items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
        TONES[tone],
      )}
    >
      {icon}
      {children}
    </Tag>
  );
}
