import { categorySlug } from '@servihogar/shared/constants';
import type {
  PrivateProfessional,
  ProfessionalFormInput,
  ServiceInput,
} from '@servihogar/shared/professionals';

/** Preselected country (product §5); the geo list names it in Spanish. */
export const DEFAULT_COUNTRY = 'Argentina';

export const emptyService = (): ServiceInput => ({
  tipo: '',
  semanal: false,
  mensual: false,
  personasEnfermas: false,
  personasMayores: false,
  personasDiscapacitadas: false,
});

/** A blank form; `password`/`repassword` exist only when they are asked (anonymous visitors). */
export function emptyValues(withPassword: boolean): ProfessionalFormInput {
  return {
    nombre: '',
    apellido: '',
    dni: '',
    // Left empty on purpose: the number input shows nothing and the schema asks for a valid age.
    edad: Number.NaN,
    email: '',
    numeroContacto: '',
    pais: DEFAULT_COUNTRY,
    localidad: '',
    ciudad: '',
    zonaCobertura: '',
    instagram: '',
    referencias: '',
    servicio: [emptyService()],
    nuevaCategoria: '',
    trabajoRegistrado: false,
    ...(withPassword ? { password: '', repassword: '' } : {}),
  };
}

/** The form filled with a stored professional (`GET /professionals/edit/{id}`). */
export function valuesFromProfessional(p: PrivateProfessional): ProfessionalFormInput {
  return {
    nombre: p.nombre,
    apellido: p.apellido,
    dni: p.dni,
    edad: p.edad,
    email: p.email,
    numeroContacto: p.numeroContacto,
    pais: p.pais,
    localidad: p.localidad,
    ciudad: p.ciudad,
    zonaCobertura: p.zonaCobertura ?? '',
    instagram: p.instagram ?? '',
    referencias: p.referencias ?? '',
    servicio:
      p.servicio.length > 0
        ? p.servicio.map((s) => ({ ...emptyService(), ...s, tipo: categorySlug(s.tipo) }))
        : [emptyService()],
    nuevaCategoria: '',
    trabajoRegistrado: p.trabajoRegistrado ?? false,
  };
}
