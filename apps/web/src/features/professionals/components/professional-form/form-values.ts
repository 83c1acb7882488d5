import { categorySlug } from '@servihogar/shared/constants';
import {
  type PrivateProfessional,
  type ProfessionalFormInput,
  professionalIdentity,
  type ServiceInput,
} from '@servihogar/shared/professionals';

/** Preselected country (product §5); the geo list names it in Spanish. */
export const DEFAULT_COUNTRY = 'Argentina';
/** Preselected province: the marketplace is Tucumán's (product §1), last of the 24 in the list. */
const DEFAULT_PROVINCE = 'Tucumán';

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
    localidad: DEFAULT_PROVINCE,
    ciudad: '',
    zonaCobertura: '',
    instagram: '',
    referencias: '',
    servicio: [emptyService()],
    nuevaCategoria: '',
    trabajoRegistrado: false,
    disponibilidad: { dias: [], franjas: [] },
    ...(withPassword ? { password: '', repassword: '' } : {}),
  };
}

/** The form filled with a stored professional (`GET /professionals/edit/{id}`). */
export function valuesFromProfessional(p: PrivateProfessional): ProfessionalFormInput {
  return {
    ...professionalIdentity(p),
    // A contact e-mail waiting for its link stays the one asked for: saving again mails a new link.
    email: p.pendingEmail ?? p.email,
    zonaCobertura: p.zonaCobertura ?? '',
    instagram: p.instagram ?? '',
    referencias: p.referencias ?? '',
    servicio:
      p.servicio.length > 0
        ? p.servicio.map((s) => ({ ...emptyService(), ...s, tipo: categorySlug(s.tipo) }))
        : [emptyService()],
    nuevaCategoria: '',
    trabajoRegistrado: p.trabajoRegistrado ?? false,
    disponibilidad: p.disponibilidad ?? { dias: [], franjas: [] },
  };
}
