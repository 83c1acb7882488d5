// The live events' stream (GET /events, issue 42).

export const liveEvents = {
  tooManyStreams:
    'Tienes demasiadas pestañas conectadas. Cierra alguna para recibir las novedades al instante.',
} as const;
