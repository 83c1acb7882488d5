// Where a profile view came from (issue 28), zod-free: the profile page's beacon and the links
// that lead to a profile read it without the validation library (decision 0017).

export const VIEW_SOURCES = [
  'categoria',
  'busqueda',
  'cercanos',
  'similares',
  'guardados',
  'enlace',
] as const;
export type ViewSource = (typeof VIEW_SOURCES)[number];
/** The source of the reveals ("Ver datos" happens on the profile itself). */
export const REVEAL_SOURCE = 'perfil';

/** The router state a link to a profile carries, so the profile's view beacon can tell its source. */
export type ViewedFrom = { from: ViewSource };
export const viewedFrom = (from: ViewSource): ViewedFrom => ({ from });

/** The source of the view of the page just opened: a link's state, else a link from outside (shared). */
export function viewSourceOf(state: unknown): ViewSource {
  const from = (state as Partial<ViewedFrom> | null)?.from;
  return from !== undefined && VIEW_SOURCES.includes(from) ? from : 'enlace';
}
