import { PHONE_PREFIX } from '@servihogar/shared/constants';
import type { UserProfile } from '@servihogar/shared/users';
import { DetailsList } from '../../../../components/details-list.tsx';

function addressOf({ direccion: d }: UserProfile): string {
  if (!d) return '';
  return [`${d.calle} ${d.numero}`.trim(), d.ciudad, d.codigoPostal && `CP ${d.codigoPostal}`, d.pais]
    .filter(Boolean)
    .join(', ');
}

export function UserDetails({ user }: { user: UserProfile }) {
  return (
    <section aria-labelledby="datos-titulo" className="flex flex-col gap-3">
      <h2 id="datos-titulo" className="text-lg font-bold">
        Datos personales
      </h2>
      <DetailsList
        items={[
          { label: 'Email', value: user.email },
          { label: 'Celular', value: user.numeroContacto && `${PHONE_PREFIX} ${user.numeroContacto}` },
          { label: 'DNI', value: user.dni },
          { label: 'Dirección', value: addressOf(user) },
        ]}
      />
    </section>
  );
}
