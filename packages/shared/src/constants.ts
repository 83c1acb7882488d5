import { foldForSearch } from './fold.ts';

// Business constants and limits of product §9, and the fixed vocabularies of §3/§4 and product §10.

export const TRIAL_DAYS = 7;
/** The trial-ending reminder goes out once, within this many days before the trial ends. */
export const TRIAL_REMINDER_DAYS_BEFORE = 2;
export const MIN_PROFESSIONAL_AGE = 18;
export const NAME_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_DIGITS = 10;
export const PHONE_PREFIX = '+54 9';
/** Bounds of free text in forms (names, dni, city… and descriptions), so no field can grow without limit. */
export const SHORT_TEXT_MAX = 100;
export const LONG_TEXT_MAX = 1000;
/** The oldest age the professional form accepts (§5 only gives the minimum). */
export const MAX_PROFESSIONAL_AGE = 120;
export const SERVICES_MAX = 20;
export const COMMENT_MAX_LENGTH = 180;
export const STARS_MIN = 1;
export const STARS_MAX = 5;
export const SIMILAR_PROFILES_MAX = 3;
/** `GET /professionals/nearby`: the radius of the search and the most professionals it answers. */
export const NEARBY_RADIUS_KM = 25;
export const NEARBY_MAX = 20;
/**
 * Public answers give a professional's position to 3 decimals (about 110 m north-south, 100 m
 * east-west in Tucumán) and nearby distances to 1 decimal (0.1 km); the exact values stay in the database
 * for the ordering and for the owner's own edit form.
 */
export const PUBLIC_COORDINATE_DECIMALS = 3;
export const PUBLIC_DISTANCE_DECIMALS = 1;
export const CITIES_MAX_ROWS = 100;
/** Page size of public professional lists: the default and the most a client may ask for. */
export const PROFESSIONALS_PAGE_MAX = 100;
export const PROFESSIONALS_CURSOR_MAX = 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** Every delay of §9, in milliseconds. */
export const TIMINGS = {
  loginRedirect: 1000,
  reloadAfterComment: 3000,
  redirectAfterProfessionalEdit: 2000,
  redirectAfterRegistration: 3000,
  redirectAfterRedactorLogin: 1000,
  registrationLoader: 1000,
  bannerClosedFor: 1_200_000,
  popUpShownFor: 5000,
  popUpEvery: 30 * 60 * 1000,
  bannerCarouselInterval: 3000,
  nearbyCarouselInterval: 5000,
  securityGateDelay: 3000,
  storeRehydrationTimeout: 5000,
  geolocationTimeout: 10_000,
  cacheResetAfterLogout: 1000,
  queryCacheKeepUnused: 60_000,
  collapseTransition: 300,
} as const;

/** react-hot-toast settings of §9 (they are also the library's defaults). */
export const TOAST = {
  defaultDuration: 4000,
  errorDuration: 4000,
  successDuration: 2000,
  loadingDuration: Number.POSITIVE_INFINITY,
  maxToasts: 20,
  removeDelay: 1000,
  position: 'bottom-left',
} as const;

export const MOBILE_LAYOUT_MAX_WIDTH = 730;
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export const SPINNER_SIZE = 40;
export const GATE_SPINNER_SIZE = 80;

export const ROLES = ['Cliente', 'Prestador', 'Admin', 'Redactor'] as const;
export type Role = (typeof ROLES)[number];

/** The 12 fixed service categories (product §10): `slug` is the `{alt}` of the routes. */
export const FIXED_CATEGORIES = [
  { slug: 'ninera', label: 'Niñera' },
  { slug: 'limpieza-domestica', label: 'Limpieza Domestica' },
  { slug: 'cuidado-de-persona', label: 'Cuidado de Persona' },
  { slug: 'cama-adentro', label: 'Cama Adentro' },
  { slug: 'casero', label: 'Casero' },
  { slug: 'paseador-de-perros', label: 'Paseador de Perros' },
  { slug: 'plomero', label: 'Plomero' },
  { slug: 'gasista', label: 'Gasista' },
  { slug: 'pintor', label: 'Pintor' },
  { slug: 'carpintero', label: 'Carpintero' },
  { slug: 'electricista', label: 'Electricista' },
  { slug: 'albanil', label: 'Albañil' },
] as const;
export const OTHER_CATEGORY = { slug: 'otros', label: 'Otros' } as const;
/** Categories whose services offer the weekly / monthly flags (§5). */
export const CATEGORIES_WITH_PERIOD_FLAGS = ['ninera', 'limpieza-domestica'] as const;
/** Categories whose services offer the sick / elderly / disabled flags (§5). */
export const CATEGORIES_WITH_CARE_FLAGS = ['cuidado-de-persona'] as const;

/** Turns a category name into its route slug: lower case, no accents, words joined by '-'. */
export function categorySlug(name: string): string {
  return foldForSearch(name)
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const PROFESSIONAL_SORTS = ['todos', 'mejorCalificacion', 'fechaCercana'] as const;

export const COMPLAINT_CATEGORIES = [
  'Servicios Públicos',
  'Comercio Local',
  'Salud',
  'Transporte',
  'Gastronomía',
  'Otros',
] as const;
export const CRITICIDADES = ['Baja', 'Media', 'Alta'] as const;
export const DEFAULT_CRITICIDAD = 'Media';
/** Sort weight of each criticidad in the complaints feed (§4). */
export const CRITICIDAD_WEIGHT = { Baja: 1, Media: 2, Alta: 3 } as const;
export const COMPLAINT_ESTADOS = ['Pendiente', 'En revisión', 'Resuelto', 'Cerrado'] as const;
export const DEFAULT_COMPLAINT_ESTADO = 'Pendiente';
export const ANONYMOUS_COMPLAINANT = 'Anónimo';
/** The estado the feed stats count as 'En progreso' (§4). */
export const COMPLAINT_IN_PROGRESS_ESTADO = 'En revisión';
export const COMPLAINT_RESOLVED_ESTADO = 'Resuelto';
export const COMPLAINT_TITULO_MAX = 120;
export const COMPLAINT_DESCRIPCION_MAX = 2000;
export const COMPLAINT_TEXT_MAX = 120;
/** Complaints one account may file per rolling hour. */
export const COMPLAINTS_PER_HOUR = 5;
export const COMPLAINTS_PAGE_DEFAULT = 20;
export const COMPLAINTS_PAGE_MAX = 100;

export const PAYMENT_STATUSES = ['pending', 'confirmed', 'failed'] as const;
/** How a subscription is paid: a transfer with its proof, or a Mercado Pago subscription (decision 0038). */
export const PAYMENT_METHODS = ['transfer', 'mercadopago'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const SUBSCRIPTION_TYPES = ['professional', 'user'] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Plans of product §10; prices in ARS (defaults, overridable by configuration). */
export const PLANS = [
  { id: 'mensual', name: 'Mensual', type: 'professional', days: 30, priceArs: 15000 },
  { id: 'trimestral', name: 'Trimestral', type: 'professional', days: 90, priceArs: 40000 },
  { id: 'anual', name: 'Anual', type: 'professional', days: 365, priceArs: 150000 },
  { id: 'premium', name: 'Premium', type: 'user', days: 30, priceArs: 5000 },
] as const;
export type PlanId = (typeof PLANS)[number]['id'];
export type Plan = (typeof PLANS)[number];
/** What 'Restablecer abonado' registers: one professional Mensual period (decision 0006). */
export const RESTORE_PAID_PLAN_ID = 'mensual' satisfies PlanId;

export const AD_TYPES = ['banner-horizontal', 'banner-vertical', 'pop-up'] as const;
/** Views per ad in one impressions batch; the web sends one at most every IMPRESSION_FLUSH_MS. */
export const IMPRESSION_BATCH_MAX_ADS = 50;
export const IMPRESSION_BATCH_MAX_VIEWS = 100;
export const IMPRESSION_FLUSH_MS = 30_000;
export type AdType = (typeof AD_TYPES)[number];
/**
 * The size (CSS px) each ad slot shows its image at; uploads are stored at most AD_IMAGE_SCALE times
 * that, and every slot keeps this aspect so an image made to it shows whole. The horizontal banner is
 * 20:3 (not 8:1) so that, 343 px wide on a phone, its text stays legible (issue 29).
 */
export const AD_SLOT_SIZES: Record<AdType, { width: number; height: number }> = {
  'banner-horizontal': { width: 960, height: 144 },
  'banner-vertical': { width: 160, height: 320 },
  'pop-up': { width: 320, height: 213 },
};
export const AD_IMAGE_SCALE = 2;
/** The CSS aspect-ratio of an ad type's slot. */
export const adAspect = (type: AdType): string =>
  `${AD_SLOT_SIZES[type].width} / ${AD_SLOT_SIZES[type].height}`;
/** The `/banners/:type` route segment for each advertisement type (§2). */
export const AD_ROUTE_TYPES = {
  horizontal: 'banner-horizontal',
  vertical: 'banner-vertical',
  popUp: 'pop-up',
} as const;

/** Upload limits (product §10, Files). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The largest JSON body the API reads (Fastify's default, made explicit); `msg.api.bodyTooLarge` names it. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** The deepest nesting of arrays/objects a JSON body may have; deeper is refused before any walk (`msg.api.tooDeep`). */
export const JSON_MAX_DEPTH = 32;
export const IMAGE_MAX_SIDE_PX = 1024;
/** Side of the square WebP copy of a photo that cards show (`fotoMiniatura`, issue 15): 96 CSS px at 2×. */
export const THUMBNAIL_PX = 192;
