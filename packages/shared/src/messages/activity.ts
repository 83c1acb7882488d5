export const activity = {
  /** Where the views came from (VIEW_SOURCES). */
  sources: {
    categoria: 'Lista de la categoría',
    busqueda: 'Búsqueda',
    cercanos: 'Carrusel de cercanos',
    similares: 'Perfiles similares',
    guardados: 'Guardados de clientes',
    enlace: 'Enlace compartido o directo',
  },
  noViewsThisWeek: 'Esta semana todavía nadie vio tu perfil.',
  viewsThisWeek: 'Esta semana {count} vieron tu perfil, {difference}.',
  oneViewThisWeek: 'Esta semana 1 persona vio tu perfil, {difference}.',
  revealsThisWeek: '{count} pidieron tus datos de contacto ("Ver datos").',
  oneRevealThisWeek: '1 persona pidió tus datos de contacto ("Ver datos").',
  more: '{n} más que la anterior',
  less: '{n} menos que la anterior',
  same: 'igual que la anterior',
  empty: 'Todavía no hay actividad en estas 12 semanas: cuando alguien vea tu perfil, lo vas a ver acá.',
} as const;
