import { PHONE_PREFIX } from '@servihogar/shared/constants';
import type { UserProfile } from '@servihogar/shared/users';
import type { Detail } from '@/components/details-list.tsx';

function addressOf({ direccion: d }: UserProfile): string {
  if (!d) return '';
  return [`${d.calle} ${d.numero}`.trim(), d.ciudad, d.codigoPostal && `CP ${d.codigoPostal}`, d.pais]
    .filter(Boolean)
    .join(', ');
}

/** A client's 'Datos personales' on the profile card. */
export function userDetails(user: UserProfile): Detail[] {
  return [
    { label: 'Email', value: user.email },
    { label: 'Celular', value: user.numeroContacto && `${PHONE_PREFIX} ${user.numeroContacto}` },
    { label: 'DNI', value: user.dni },
    { label: 'Dirección', value: addressOf(user) },
  ];
}
