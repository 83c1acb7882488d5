import type { payScales } from '../db/tables/pay-scales.table.ts';

const NOTE = 'Valores de enero de 2026 publicados en la prensa: verificar con la resolución oficial.';

/** The régimen de casas particulares' minimum pay from January 2026 as the press reported it (issue 32). */
export const DEMO_PAY_SCALES: (typeof payScales.$inferInsert)[] = [
  {
    category: 'tareas_generales',
    modality: 'con_retiro',
    hourly: 3250.1,
    monthly: 398722.14,
    validFrom: '2026-01-01',
    note: NOTE,
  },
  {
    category: 'asistencia_cuidado',
    modality: 'con_retiro',
    hourly: 3494.25,
    monthly: null,
    validFrom: '2026-01-01',
    note: NOTE,
  },
];
