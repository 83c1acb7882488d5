export const favourites = {
  save: 'Guardar en favoritos',
  saved: 'Guardado en favoritos',
  title: 'Guardados',
  empty: 'Todavía no guardaste a ningún profesional.',
  unavailable: 'No disponible por ahora',
  remove: 'Quitar de guardados',
  removed: 'Profesional quitado de tus guardados.',
  onlyClients: 'Solo las cuentas de cliente pueden guardar profesionales.',
} as const;
