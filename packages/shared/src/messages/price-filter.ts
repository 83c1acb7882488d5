/** The category page's "Hasta $ …" (issue 48); apart from `finding`, whose texts every page loads. */
export const priceFilter = {
  maxLabel: 'Hasta $',
  maxPlaceholder: 'Sin límite',
  unitLabel: 'Tarifa',
  invalidMax: 'La tarifa máxima tiene que ser un monto en pesos, sin centavos, mayor que cero.',
  invalidUnit: 'Elegí si la tarifa máxima es por hora, por visita o por jornada.',
} as const;
