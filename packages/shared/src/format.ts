import { TIME_ZONE } from './calendar.ts';

/** Dates as people in Tucumán read them ('27 de noviembre de 2026'), whatever the machine's zone. */
const longDate = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});

export const formatLongDate = (date: Date | string): string => longDate.format(new Date(date));

/** 'mañana' → 'Mañana'. */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A label for each of a list's values, e.g. every state's name capitalized. */
export const labelsOf = <K extends string>(
  values: readonly K[],
  label: (value: K) => string,
): Record<K, string> => Object.fromEntries(values.map((value) => [value, label(value)])) as Record<K, string>;

/** Fills the `{name}` placeholders of a message of messages.ts. */
export function fillMessage(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** How staff who are not admins see a user: first name and the surname's initial ("Carla Q."), no e-mail. */
export function displayName(nombre: string, apellido: string): string {
  const initial = apellido.trim().match(/\p{L}/u)?.[0];
  return initial ? `${nombre.trim()} ${initial.toUpperCase()}.` : nombre.trim();
}

/** A wait in words for "intenta nuevamente en …": whole minutes from a minute up, else seconds. */
export function waitText(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  }
  const whole = Math.max(1, Math.ceil(seconds));
  return whole === 1 ? '1 segundo' : `${whole} segundos`;
}
