import { NavLink } from 'react-router';
import { buttonClasses } from './button.tsx';

const PAGES = [
  { to: '/dash/redactorsLogin', label: 'Publicidades' },
  { to: '/dash/redactorsLogin/categorias', label: 'Categorías' },
  { to: '/dash/metricas', label: 'Métricas' },
] as const;

/** The pages of the staff dashboard (redactores and admins). */
export function StaffNav() {
  return (
    <nav aria-label="Panel de redactores" className="flex flex-wrap gap-2">
      {PAGES.map((page) => (
        <NavLink
          key={page.to}
          to={page.to}
          end
          className={({ isActive }) =>
            buttonClasses(isActive ? 'primary' : 'secondary', 'flex-1 sm:flex-none')
          }
        >
          {page.label}
        </NavLink>
      ))}
    </nav>
  );
}
