import type { Role } from '@servihogar/shared/constants';

/** Every demo account shares one password, so it is hashed once. */
export const DEMO_PASSWORD = 'Demo1234!';

export type DemoAccount = {
  email: string;
  nombre: string;
  apellido: string;
  numeroContacto: string;
  dni: string;
  roles: Role[];
};

export const DEMO_ADMIN: DemoAccount = {
  email: 'admin@servihogar.demo',
  nombre: 'Admin',
  apellido: 'ServiHogar',
  numeroContacto: '3814000000',
  dni: '30111222',
  roles: ['Admin'],
};

export const DEMO_REDACTOR: DemoAccount = {
  email: 'redactor@servihogar.demo',
  nombre: 'Romina',
  apellido: 'Redactora',
  numeroContacto: '3814000001',
  dni: '33444555',
  roles: ['Redactor'],
};

/** The first client is the demo Cliente login; the others sign the demo comments. */
export const DEMO_CLIENTS: DemoAccount[] = [
  {
    email: 'cliente@servihogar.demo',
    nombre: 'Lucía',
    apellido: 'Fernández',
    numeroContacto: '3815551234',
    dni: '36222333',
    roles: ['Cliente'],
  },
  {
    email: 'martin.paz@servihogar.demo',
    nombre: 'Martín',
    apellido: 'Paz',
    numeroContacto: '3815552345',
    dni: '34111444',
    roles: ['Cliente'],
  },
  {
    email: 'valentina.rojas@servihogar.demo',
    nombre: 'Valentina',
    apellido: 'Rojas',
    numeroContacto: '3815553456',
    dni: '39876111',
    roles: ['Cliente'],
  },
  {
    email: 'gonzalo.herrera@servihogar.demo',
    nombre: 'Gonzalo',
    apellido: 'Herrera',
    numeroContacto: '3815554567',
    dni: '31555666',
    roles: ['Cliente'],
  },
  {
    email: 'florencia.alvarez@servihogar.demo',
    nombre: 'Florencia',
    apellido: 'Álvarez',
    numeroContacto: '3815555678',
    dni: '37444888',
    roles: ['Cliente'],
  },
  {
    email: 'juanpablo.sueldo@servihogar.demo',
    nombre: 'Juan Pablo',
    apellido: 'Sueldo',
    numeroContacto: '3815556789',
    dni: '29333777',
    roles: ['Cliente'],
  },
];
