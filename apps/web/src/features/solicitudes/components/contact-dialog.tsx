import * as msg from '@servihogar/shared/messages';
import type { Contacto } from '@servihogar/shared/solicitudes';
import { buttonClasses } from '@/components/button.tsx';
import { DetailsList } from '@/components/details-list.tsx';
import { Modal } from '@/components/modal.tsx';
import { displayPhone, telUrl, whatsappGreeting, whatsappUrl } from '../contact-links.ts';

type Props = { contacto: Contacto; serviceLabel: string; onClose: () => void };

/** Spec §2: name, age, phone, contact e-mail and coverage zone, with WhatsApp and call links. */
export function ContactDialog({ contacto: c, serviceLabel, onClose }: Props) {
  const greeting = whatsappGreeting(c.nombre, serviceLabel);
  return (
    <Modal
      onClose={onClose}
      title="Datos de contacto"
      description="Te enviamos un email con el enlace para calificar el servicio cuando termine."
    >
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
