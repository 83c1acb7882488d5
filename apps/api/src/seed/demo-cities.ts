/** Real Tucumán localities with their coordinates (GeoNames); the seed jitters each point a little. */
export const DEMO_CITIES = {
  smt: { ciudad: 'San Miguel de Tucumán', lat: -26.8241, lon: -65.2226 },
  yerbaBuena: { ciudad: 'Yerba Buena', lat: -26.8167, lon: -65.3167 },
  tafiViejo: { ciudad: 'Tafí Viejo', lat: -26.7322, lon: -65.2592 },
  bandaRioSali: { ciudad: 'Banda del Río Salí', lat: -26.8407, lon: -65.1708 },
  concepcion: { ciudad: 'Concepción', lat: -27.3433, lon: -65.5925 },
  lules: { ciudad: 'Lules', lat: -26.9246, lon: -65.3374 },
  famailla: { ciudad: 'Famaillá', lat: -27.0541, lon: -65.4033 },
  monteros: { ciudad: 'Monteros', lat: -27.1674, lon: -65.4983 },
  aguilares: { ciudad: 'Aguilares', lat: -27.4317, lon: -65.6143 },
  alderetes: { ciudad: 'Alderetes', lat: -26.8167, lon: -65.1333 },
  simoca: { ciudad: 'Simoca', lat: -27.2627, lon: -65.3565 },
  tafiDelValle: { ciudad: 'Tafí del Valle', lat: -26.8526, lon: -65.7094 },
} as const;

export type DemoCityKey = keyof typeof DEMO_CITIES;
export const DEMO_PAIS = 'Argentina';
export const DEMO_PROVINCIA = 'Tucumán';
