export const securityGate = {
  xss: 'XSS detectado',
  origin: 'Acceso no permitido desde este origen',
  threat: 'Se ha detectado una posible amenaza de seguridad. Acceso bloqueado.',
  validating: 'Estamos validando tu equipo, por favor espere...',
  protectedBy: 'Protected by',
} as const;
