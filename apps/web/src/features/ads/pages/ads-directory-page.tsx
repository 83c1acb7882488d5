import { AD_ROUTE_TYPES, adAspect } from '@servihogar/shared/constants';
import * as msg from '@servihogar/shared/messages';
import { Navigate, NavLink, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title.tsx';
import { PageSpinner } from '@/components/spinner.tsx';
import { useAds } from '../api/get-ads.ts';
import { AdImage } from '../components/ad-rotator.tsx';

const TABS: { type: keyof typeof AD_ROUTE_TYPES; label: string }[] = [
  { type: 'horizontal', label: 'Banners horizontales' },
  { type: 'vertical', label: 'Banners verticales' },
  { type: 'popUp', label: 'Pop-ups' },
];

// Each kind keeps its own proportions (AD_SLOT_SIZES) so nothing is letterboxed.
const GRID: Record<keyof typeof AD_ROUTE_TYPES, string> = {
  horizontal: 'grid-cols-1',
  vertical: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5',
  popUp: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
};

function isRouteType(value: string | undefined): value is keyof typeof AD_ROUTE_TYPES {
  return value !== undefined && Object.hasOwn(AD_ROUTE_TYPES, value);
}

/** Spec §2 /banners/:type: the advertisement directory. */
export function AdsDirectoryPage() {
  const { type } = useParams();
  const routeType = isRouteType(type) ? type : undefined;
  const { data = [], isPending } = useAds(routeType ? AD_ROUTE_TYPES[routeType] : 'banner-horizontal');
  if (!routeType) return <Navigate to="/banners/horizontal" replace />;

  return (
    <section className="flex flex-col gap-6">
      <PageTitle text={msg.pages.adsDirectory} />
      <nav aria-label="Tipos de publicidad">
        <ul className="flex flex-wrap gap-2">
          {TABS.map((tab) => (
            <li key={tab.type}>
              <NavLink
                to={`/banners/${tab.type}`}
                className={({ isActive }) =>
                  `inline-flex min-h-11 items-center rounded-full px-4 font-semibold no-underline ring-1 ${
                    isActive
                      ? 'bg-brand-700 text-white ring-brand-700'
                      : 'bg-white text-ink ring-stone-300 hover:bg-brand-50'
                  }`
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {isPending ? (
        <PageSpinner />
      ) : data.length === 0 ? (
        <p className="rounded-2xl bg-white p-8 text-center text-lg text-muted ring-1 ring-stone-200">
          {msg.pages.noAds}
        </p>
      ) : (
        <ul className={`grid gap-4 ${GRID[routeType]}`}>
          {data.map((ad) => (
            <li
              key={ad._id}
              className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
              style={{ aspectRatio: adAspect(AD_ROUTE_TYPES[routeType]) }}
            >
              <AdImage ad={ad} fit="contain" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
