import type { AdType } from '@servihogar/shared/constants';

export type DemoAd = {
  type: AdType;
  title: string;
  subtitle: string;
  /** Two gradient stops and the text colour. */
  colors: [string, string, string];
  /** Page of this app the ad links to. */
  path: string;
};

/** The demo images' sizes: each slot's aspect (AD_SLOT_SIZES), drawn at these widths. */
export const AD_SIZES: Record<AdType, { width: number; height: number }> = {
  'banner-horizontal': { width: 1200, height: 180 },
  'banner-vertical': { width: 300, height: 600 },
  'pop-up': { width: 600, height: 400 },
};

export const DEMO_ADS: DemoAd[] = [
  {
    type: 'banner-horizontal',
    title: 'Tu publicidad puede ir aquí',
    subtitle: 'Llegá a miles de familias de Tucumán',
    colors: ['#0f766e', '#14b8a6', '#ffffff'],
    path: '/banners/horizontal',
  },
  {
    type: 'banner-horizontal',
    title: 'Ferretería El Cardón',
    subtitle: 'Todo para tu casa · 20 % off en efectivo',
    colors: ['#9a3412', '#f97316', '#ffffff'],
    path: '/banners/horizontal',
  },
  {
    type: 'banner-vertical',
    title: 'Pinturerías Aconquija',
    subtitle: 'Látex, esmaltes y asesoramiento gratis · Yerba Buena',
    colors: ['#1e3a8a', '#3b82f6', '#ffffff'],
    path: '/banners/vertical',
  },
  {
    type: 'banner-vertical',
    title: 'Anunciá con nosotros',
    subtitle: 'Tu marca en todas las páginas de ServiHogar',
    colors: ['#581c87', '#a855f7', '#ffffff'],
    path: '/banners/vertical',
  },
  {
    type: 'pop-up',
    title: 'Corralón San Javier',
    subtitle: 'Materiales de construcción con envío sin cargo en el Gran Tucumán',
    colors: ['#365314', '#84cc16', '#ffffff'],
    path: '/banners/popUp',
  },
  {
    type: 'pop-up',
    title: '¡Tu publicidad puede ir aquí!',
    subtitle: 'Escribinos y mostrá tu negocio a quienes buscan servicios para el hogar',
    colors: ['#be123c', '#fb7185', '#ffffff'],
    path: '/banners/popUp',
  },
];
