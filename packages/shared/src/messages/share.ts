export const share = {
  button: 'Compartir',
  /** Accessible name of the button: what is shared. */
  buttonLabel: 'Compartir el perfil de {name}',
  invitation: 'Mirá su perfil en ServiHogar, profesionales de confianza para tu hogar en Tucumán.',
  siteTitle: 'ServiHogar',
  siteDescription: 'ServiHogar: profesionales de confianza para tu hogar en Tucumán.',
  tagline: 'Profesionales de confianza para tu hogar en Tucumán.',
  genericImageAlt: 'ServiHogar, profesionales de confianza para tu hogar',
  imageAlt: 'Tarjeta de {name}, {services} en ServiHogar',
  offlineTitle: 'Sin conexión',
  offlineText: 'No hay conexión a internet. Revisá tu conexión y volvé a intentarlo.',
  offlineRetry: 'Reintentar',
} as const;
