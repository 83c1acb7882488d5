import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { Contacto } from '@servihogar/shared/solicitudes';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/button.tsx';
import { DetailsList } from '@/components/details-list.tsx';
import { Modal } from '@/components/modal.tsx';
import { displayPhone, telUrl, whatsappGreeting, whatsappUrl } from '../contact-links.ts';

type Props = { contacto: Contacto; solicitudId: string; serviceLabel: string; onClose: () => void };

/**
 * Spec §2: name, age, phone, contact e-mail and coverage zone, with WhatsApp and call links; first,
 * that the request went to the professional and where to follow it (issue 48).
 */
export function ContactDialog({ contacto: c, solicitudId, serviceLabel, onClose }: Props) {
  const greeting = whatsappGreeting(c.nombre, serviceLabel);
  return (
    <Modal
      onClose={onClose}
      title="Datos de contacto"
      description={fillMessage(msg.requests.sentNotice, { nombre: `${c.nombre} ${c.apellido}` })}
    >
      <Link
        to={`/dash/misSolicitudes?pedido=${solicitudId}`}
        className="mt-2 inline-block font-semibold text-brand-800 underline"
      >
        {msg.pages.mySolicitudes}
      </Link>
      <div className="mt-5 flex flex-col gap-5">
        <DetailsList
          items={[
            { label: 'Nombre', value: `${c.nombre} ${c.apellido}` },
            { label: 'Edad', value: `${c.edad} años` },
            { label: 'Teléfono', value: displayPhone(c.numeroContacto) },
            { label: 'Email de contacto', value: <a href={`mailto:${c.email}`}>{c.email}</a> },
            { label: 'Zona de cobertura', value: c.zonaCobertura || msg.fallback.coverage },
          ]}
        />
        <div className="flex flex-col gap-3">
          <a
            href={whatsappUrl(c.numeroContacto, greeting)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'bg-green-700 hover:bg-green-800')}
          >
            Escribir por WhatsApp
          </a>
          <a href={telUrl(c.numeroContacto)} className={buttonClasses('secondary')}>
            Llamar
          </a>
        </div>
      </div>
    </Modal>
  );
}
