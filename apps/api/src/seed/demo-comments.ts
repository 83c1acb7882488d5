/** Comment texts (≤ 180 characters) by star count; the seed picks them deterministically. */
export const DEMO_COMMENT_TEXTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Excelente persona, muy responsable y puntual. La recomiendo sin dudarlo.',
    'Impecable el trabajo, dejó todo limpio y ordenado. Volvería a contratarlo.',
    'Súper atento y prolijo. Explicó todo lo que iba a hacer antes de empezar.',
    'Un siete. Llegó a horario, resolvió el problema rápido y cobró lo acordado.',
    'Muy buena onda y de confianza total. Mis hijos la adoran.',
    'Lo recomiendo al 100 %: trabajo de calidad y precio justo.',
    'Cumplió con todo lo prometido y hasta nos dio consejos para el mantenimiento.',
    'Gran profesional, muy respetuoso en casa. ¡Gracias!',
  ],
  4: [
    'Muy buen trabajo, solo se demoró un poco en llegar el primer día.',
    'Responsable y amable. El presupuesto fue un poco alto pero valió la pena.',
    'Buena atención y resultado prolijo. Lo volvería a llamar.',
    'Muy cuidadosa con mi mamá, se nota la experiencia.',
    'Trabajo bien hecho, aunque tuvo que volver al día siguiente para terminar.',
  ],
  3: [
    'Cumplió, pero tuve que insistir para coordinar el horario.',
    'El trabajo quedó bien, aunque esperaba un poco más de comunicación.',
  ],
  2: ['Llegó tarde dos veces y no avisó. El trabajo en sí estuvo correcto.'],
  1: ['No se presentó el día acordado y tuve que buscar a otra persona.'],
};

/** Star sequence cycled through the comments: mostly 4 and 5, a few lower ones for realism. */
export const DEMO_STAR_CYCLE: (1 | 2 | 3 | 4 | 5)[] = [
  5, 5, 4, 5, 3, 5, 4, 4, 5, 2, 5, 4, 5, 5, 4, 1, 5, 4, 3, 5,
];

/** Comments per listed professional, cycled (0 leaves a few without ratings). */
export const DEMO_COMMENT_COUNTS = [3, 2, 4, 1, 0, 3, 5, 2, 1, 3, 2, 0, 4, 2, 3];
