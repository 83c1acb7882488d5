import { PHONE_PREFIX } from '@servihogar/shared/constants';

/** The 10 local digits of a phone, whether or not it came with the +54 9 prefix. */
export function localDigits(numeroContacto: string): string {
  const digits = numeroContacto.replace(/\D/g, '');
  return digits.length > 10 && digits.startsWith('549') ? digits.slice(3) : digits;
}

export function whatsappGreeting(nombre: string, serviceLabel: string): string {
  return `Hola ${nombre}, vi tu perfil en ServiHogar y me gustaría contratar tu servicio de ${serviceLabel}.`;
}

/** `https://wa.me/549<numero>?text=<greeting>`: wa.me wants the international number, digits only. */
export function whatsappUrl(numeroContacto: string, greeting: string): string {
  return `https://wa.me/549${localDigits(numeroContacto)}?text=${encodeURIComponent(greeting)}`;
}

export function telUrl(numeroContacto: string): string {
  return `tel:+549${localDigits(numeroContacto)}`;
}

/** '+54 9 3815623481', as the registration form shows phones. */
export function displayPhone(numeroContacto: string): string {
  return `${PHONE_PREFIX} ${localDigits(numeroContacto)}`;
}
