/** A service the professional offers, as the hire dialogs name it; `recurring`: offered weekly or monthly (issue 43). */
export type HireService = { slug: string; label: string; recurring?: boolean };
