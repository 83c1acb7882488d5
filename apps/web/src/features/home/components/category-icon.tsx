import type { ReactNode } from 'react';

// Line icons drawn for ServiHogar's fixed categories; other categories get the generic one.
const ICONS: Record<string, ReactNode> = {
  ninera: (
    <>
      <path d="M10 3v7h10a7 7 0 0 0-10-7z" />
      <path d="M4 6h2l1.5 4h12.5a6 6 0 0 1-6 6h-2.5a6 6 0 0 1-5.5-4" />
      <circle cx="9" cy="19.5" r="1.8" />
      <circle cx="16.5" cy="19.5" r="1.8" />
    </>
  ),
  'limpieza-domestica': (
    <>
      <path d="M20 4l-8 8" />
      <path d="M9.5 9.5l5 5" />
      <path d="M9.5 9.5C6 12 4.5 14 3 21c7-1.5 9-3 11.5-6.5" />
      <path d="M7 15.5 5.5 18.5M10.5 17.5l-1.2 2.3" />
    </>
  ),
  'cuidado-de-persona': (
    <path d="M12 20s-7.5-4.4-7.5-10A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.4c0 5.6-7.5 10-7.5 10z" />
  ),
  'cama-adentro': (
    <>
      <path d="M3 19V5M3 14h18v5M21 14v-1a3 3 0 0 0-3-3h-8v4" />
      <circle cx="6.5" cy="10.5" r="1.8" />
    </>
  ),
  casero: (
    <>
      <path d="M3 11l9-7 9 7" />
      <path d="M5 9.5V20h14V9.5" />
      <path d="M10 20v-6h4v6" />
    </>
  ),
  'paseador-de-perros': (
    <>
      <circle cx="6.5" cy="10" r="1.7" />
      <circle cx="10" cy="6" r="1.7" />
      <circle cx="14" cy="6" r="1.7" />
      <circle cx="17.5" cy="10" r="1.7" />
      <path d="M12 11c-3 0-5.5 3.5-5.5 6 0 1.7 1.3 2.5 2.8 2.5 1 0 1.7-.5 2.7-.5s1.7.5 2.7.5c1.5 0 2.8-.8 2.8-2.5 0-2.5-2.5-6-5.5-6z" />
    </>
  ),
  plomero: (
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9z" />
  ),
  gasista: (
    <path d="M12 22c4 0 7-2.6 7-6.6 0-3.4-2.4-5.9-4-8-.5 2-1.5 3-3 3.6.6-3-1-6.2-4-8 .6 4-3 6.4-3 11 0 4.4 3 8 7 8z" />
  ),
  pintor: (
    <>
      <rect x="3" y="3" width="15" height="6" rx="1.5" />
      <path d="M18 6h2a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1h-8v3" />
      <rect x="10" y="14" width="4" height="7" rx="1" />
    </>
  ),
  carpintero: (
    <>
      <path d="M14 11.5l-8.3 8.3a2.1 2.1 0 0 1-3-3L11 8.5" />
      <path d="M8.5 5.5 12 2l5 5 3-1 2 2-4 4-2-2 1-3-3-3-3.5 3.5z" />
    </>
  ),
  electricista: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  albanil: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="1" />
      <path d="M3 9.3h18M3 14.7h18M8.5 4v5.3M15.5 4v5.3M12 9.3v5.4M8.5 14.7V20M15.5 14.7V20" />
    </>
  ),
};

const GENERIC = (
  <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.9 2.9M15.5 15.5l2.9 2.9M5.6 18.4l2.9-2.9M15.5 8.5l2.9-2.9" />
);

export function CategoryIcon({ slug, size = 32 }: { slug: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {ICONS[slug] ?? GENERIC}
    </svg>
  );
}
