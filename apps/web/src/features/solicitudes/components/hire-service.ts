/** A service the professional offers, as the hire dialogs name it. */
export type HireService = { slug: string; label: string };
