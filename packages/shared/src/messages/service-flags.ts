/** Labels of a service's extra options (§5), in the form and on the profile. */
export const serviceFlags = {
  semanal: 'Semanal',
  mensual: 'Mensual',
  personasEnfermas: 'Personas enfermas',
  personasMayores: 'Personas mayores',
  personasDiscapacitadas: 'Personas con discapacidad',
} as const;
