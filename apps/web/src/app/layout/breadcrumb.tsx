import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useProfessional } from '@/features/professionals/api/get-professional.ts';
import { categoryLabel, useCategories } from '@/lib/categories.ts';
import { hasRole, useSessionUser } from '@/lib/session.tsx';
import { deriveBreadcrumb, professionalIdInPath } from './breadcrumb-items.ts';

export function Breadcrumb() {
  const { pathname } = useLocation();
  // Only the catch-all route (the 404 page) has a splat parameter (a parent sees its children's).
  const notFound = useParams()['*'] !== undefined;
  const user = useSessionUser();
  const { data: categories } = useCategories();
  const professionalId = professionalIdInPath(pathname);
  const { data: professional } = useProfessional(professionalId);
  const professionalName = professional ? `${professional.nombre} ${professional.apellido}` : undefined;

  const crumbs = useMemo(
    () =>
      deriveBreadcrumb(pathname, {
        isAdmin: hasRole(user, 'Admin'),
        categoryLabel: (slug) => categoryLabel(slug, categories),
        professionalName,
        notFound,
      }),
    [pathname, user, categories, professionalName, notFound],
  );
  if (crumbs.length === 0) return null;

  return (
    // On a phone the trail wraps onto more lines: every crumb shows whole (issue 29).
    <nav aria-label="Ruta de navegación" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-1 text-muted">
        {crumbs.map((crumb, i) => (
          <li key={`${crumb.label}|${crumb.to ?? ''}`} className="flex min-w-0 items-center">
            {i > 0 && (
              <span aria-hidden="true" className="px-1 text-stone-400">
                /
              </span>
            )}
            {crumb.to ? (
              <Link
                to={crumb.to}
                className="inline-flex min-h-11 min-w-0 items-center px-1 break-words text-brand-800 underline hover:text-brand-900"
              >
                {crumb.label}
              </Link>
            ) : (
              <span
                aria-current="page"
                className="inline-flex min-h-11 min-w-0 items-center px-1 font-semibold break-words text-ink"
              >
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
