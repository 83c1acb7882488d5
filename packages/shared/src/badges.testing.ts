// A standing just over every "Profesional destacado" edge: the rules' tests and the API's
// recomputation test (whose default professional earns exactly this).
import type { Standing } from './badges.ts';

export const STANDING_OVER_EDGES: Standing = {
  promedio: 4.8,
  resenas: 5,
  pedidos: 4,
  respondidos: 3,
  identidad: true,
  reclamos: 0,
  suscripcion: true,
};
