import * as msg from '@servihogar/shared/messages';
import { PROFESSIONAL_FALLBACK_LABEL, SEGMENT_LABELS } from '../route-labels.ts';

export type Crumb = { label: string; to?: string };

export type BreadcrumbContext = {
  isAdmin: boolean;
  categoryLabel: (slug: string) => string | undefined;
  /** First name plus last name of the professional in the path, once known. */
  professionalName?: string;
  /** The path matched no route: its segments mean nothing to the reader. */
  notFound?: boolean;
};

const ADMIN_PROFESSIONALS = '/dash/professionalsRegistered';
const HOME_CATEGORIES = '/#categorias';
const NOT_FOUND_LABEL = msg.pages.notFound.replace(/\.$/, '');

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The id of the professional shown by a /dash/professionals/... path, if any. */
export function professionalIdInPath(pathname: string): string | undefined {
  const s = pathname.split('/').filter(Boolean);
  if (s[0] !== 'dash' || s[1] !== 'professionals') return undefined;
  return s[3];
}

type Role = 'skip' | 'category' | 'professional' | 'plain';

// Position of each segment under /dash/professionals: alt, id, idSoli, 'calificacion' (or details, id).
function roleOf(segments: string[], i: number): Role {
  const segment = segments[i];
  if (segment === 'dash') return 'skip';
  // The e-mailed token of /verificar, /confirmar-pedido and /confirmar-email.
  if (/^(verificar|confirmar-)/.test(segments[0]!) && i === 1) return 'skip';
  // The request's id in /dash/misSolicitudes/:id/empleador (issue 46): Mis solicitudes, then the tools.
  if (segments[1] === 'misSolicitudes' && i === 2) return 'skip';
  if (segments[0] !== 'dash' || segments[1] !== 'professionals' || i < 2) return 'plain';
  const isDetails = segments[2] === 'details';
  if (i === 2) return isDetails ? 'skip' : 'category';
  if (i === 3) return 'professional';
  if (i === 4 && !isDetails) return 'skip';
  return 'plain';
}

/** Spec §2 'Breadcrumb': [] when hidden, else 'Inicio' first and the current page last (no link). */
export function deriveBreadcrumb(pathname: string, ctx: BreadcrumbContext): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  if (segments[0] === 'dash' && segments[1] === 'editProfessional') return [];
  if (ctx.notFound) return [{ label: msg.pages.breadcrumbHome, to: '/' }, { label: NOT_FOUND_LABEL }];

  const crumbs: Crumb[] = [{ label: msg.pages.breadcrumbHome, to: '/' }];
  segments.forEach((segment, i) => {
    const role = roleOf(segments, i);
    if (role === 'skip') return;
    let to = `/${segments.slice(0, i + 1).join('/')}`;
    let label = SEGMENT_LABELS[segment] ?? decode(segment);
    if (segment === 'professionals' && i === 1) to = ctx.isAdmin ? ADMIN_PROFESSIONALS : HOME_CATEGORIES;
    if (segment === 'banners' && i === 0) to = '/';
    if (role === 'category') label = ctx.categoryLabel(segment) ?? decode(segment);
    if (role === 'professional') label = ctx.professionalName || PROFESSIONAL_FALLBACK_LABEL;
    crumbs.push({ label, to });
  });
  const last = crumbs.at(-1);
  if (last) delete last.to;
  return crumbs;
}
