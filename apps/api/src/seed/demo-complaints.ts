import type { COMPLAINT_CATEGORIES, COMPLAINT_ESTADOS, CRITICIDADES } from '@servihogar/shared/constants';

export type DemoComplaint = {
  titulo: string;
  descripcion: string;
  empresaComercio: string;
  categoria: (typeof COMPLAINT_CATEGORIES)[number];
  ciudad: string;
  criticidad: (typeof CRITICIDADES)[number];
  estado: (typeof COMPLAINT_ESTADOS)[number];
  contacto: string;
  /** Index into DEMO_CLIENTS of the author. */
  author: number;
  anonymous: boolean;
  daysAgo: number;
};

export const DEMO_COMPLAINTS: DemoComplaint[] = [
  {
    titulo: 'Cortes de agua sin aviso',
    descripcion:
      'Hace dos semanas que el barrio se queda sin agua todas las tardes y la empresa no informa horarios ni da respuesta a los reclamos telefónicos.',
    empresaComercio: 'Sociedad Aguas del Tucumán',
    categoria: 'Servicios Públicos',
    ciudad: 'San Miguel de Tucumán',
    criticidad: 'Alta',
    estado: 'En revisión',
    contacto: 'cliente@servihogar.demo',
    author: 0,
    anonymous: false,
    daysAgo: 3,
  },
  {
    titulo: 'Cobro de más en el ticket',
    descripcion:
      'Me cobraron dos veces el mismo producto en la caja y el encargado se negó a devolver la diferencia. Tengo el ticket como comprobante.',
    empresaComercio: 'Autoservicio La Esquina',
    categoria: 'Comercio Local',
    ciudad: 'Yerba Buena',
    criticidad: 'Media',
    estado: 'Pendiente',
    contacto: '3815552345',
    author: 1,
    anonymous: false,
    daysAgo: 6,
  },
  {
    titulo: 'Demora en turnos',
    descripcion:
      'Pedí un turno con clínica médica y me lo dieron para dentro de tres meses. En la guardia la espera fue de más de cinco horas.',
    empresaComercio: 'Centro de Salud Barrio Sur',
    categoria: 'Salud',
    ciudad: 'San Miguel de Tucumán',
    criticidad: 'Alta',
    estado: 'Pendiente',
    contacto: 'valentina.rojas@servihogar.demo',
    author: 2,
    anonymous: true,
    daysAgo: 1,
  },
  {
    titulo: 'Colectivo que no respeta la frecuencia',
    descripcion:
      'La línea pasa cada 50 minutos en hora pico cuando debería pasar cada 15. Muchos llegamos tarde al trabajo todos los días.',
    empresaComercio: 'Línea 102',
    categoria: 'Transporte',
    ciudad: 'Tafí Viejo',
    criticidad: 'Media',
    estado: 'Resuelto',
    contacto: '3815554567',
    author: 3,
    anonymous: false,
    daysAgo: 21,
  },
  {
    titulo: 'Pedido frío y incompleto',
    descripcion:
      'Pedí empanadas por delivery, llegaron frías después de una hora y faltaba media docena. No respondieron los mensajes.',
    empresaComercio: 'Empanadas Doña Rosa',
    categoria: 'Gastronomía',
    ciudad: 'Concepción',
    criticidad: 'Baja',
    estado: 'Cerrado',
    contacto: 'florencia.alvarez@servihogar.demo',
    author: 4,
    anonymous: false,
    daysAgo: 35,
  },
  {
    titulo: 'Garantía no reconocida',
    descripcion:
      'Compré un ventilador de techo que dejó de funcionar al mes y el local no quiere reconocer la garantía ni enviarlo al servicio técnico.',
    empresaComercio: 'Electro Hogar Lules',
    categoria: 'Otros',
    ciudad: 'Lules',
    criticidad: 'Media',
    estado: 'En revisión',
    contacto: '3815556789',
    author: 5,
    anonymous: false,
    daysAgo: 10,
  },
];
