// The section layout of the professional form, shared by its parts.
export const GROUP = 'grid gap-4 sm:grid-cols-2';
export const LEGEND = 'mb-3 text-lg font-bold text-ink';
