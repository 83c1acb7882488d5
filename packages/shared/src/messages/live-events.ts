// The live events' stream (GET /events, issue 42).

export const liveEvents = {
  tooManyStreams:
    'Tenés demasiadas pestañas conectadas. Cerrá alguna para recibir las novedades al instante.',
} as const;
