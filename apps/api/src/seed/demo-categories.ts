import type { DemoCategorySlug } from './demo-professional-types.ts';

/** Descriptions given to the fixed categories whose description is still empty. */
export const CATEGORY_DESCRIPTIONS: Record<DemoCategorySlug, string> = {
  ninera: 'Cuidado de niños en el hogar: juegos, comidas, tareas escolares y traslados al colegio.',
  'limpieza-domestica': 'Limpieza de casas y departamentos por horas, semanal o mensual; lavado y planchado.',
  'cuidado-de-persona':
    'Acompañamiento y asistencia a adultos mayores, personas enfermas o con discapacidad en su casa.',
  'cama-adentro':
    'Personal que vive en el hogar y se ocupa de la limpieza, la cocina y el cuidado de la familia.',
  casero: 'Cuidado y mantenimiento de casas, quintas y casas de fin de semana: jardín, pileta y arreglos.',
  'paseador-de-perros':
    'Paseos individuales o grupales para tu perro, cuidado de mascotas y adiestramiento básico.',
  plomero: 'Destapaciones, pérdidas de agua, griferías, termotanques e instalaciones sanitarias.',
  gasista: 'Gasistas matriculados: instalaciones, pérdidas, conexión de artefactos y habilitaciones.',
  pintor: 'Pintura de interiores y exteriores, impermeabilización, enduido y terminaciones.',
  carpintero: 'Muebles a medida, placares, puertas y ventanas; reparación y restauración de madera.',
  electricista: 'Instalaciones eléctricas, tableros, iluminación y reparación de cortocircuitos.',
  albanil: 'Construcción, ampliaciones, revoques, contrapisos, reparación de humedad y techos.',
};
