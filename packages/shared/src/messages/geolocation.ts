export const geolocation = {
  denied: 'Permiso de ubicación denegado. Podés habilitarlo desde la configuración de tu navegador.',
  unavailable: 'La información de ubicación no está disponible.',
  timeout: 'Tiempo de espera agotado al obtener la ubicación.',
  unsupported: 'Tu navegador no permite obtener la ubicación.',
  invalidCoordinates: 'Las coordenadas obtenidas no son válidas.',
  generic: 'No se pudo obtener tu ubicación.',
  prompt: '¿Nos permites usar tu ubicación para mostrarte profesionales cerca tuyo?',
  allow: 'Permitir',
  refuse: 'Ahora no',
} as const;
