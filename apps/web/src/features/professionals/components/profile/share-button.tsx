import { fillMessage } from '@servihogar/shared/format';
import * as msg from '@servihogar/shared/messages';
import type { ProfessionalDetail } from '@servihogar/shared/professionals';
import {
  type ShareCardData,
  shareIntro,
  shareMessage,
  shareName,
  whatsappShareUrl,
} from '@servihogar/shared/share';
import { Button, buttonClasses } from '@/components/button.tsx';

type Props = { professional: ProfessionalDetail };

const cardOf = (p: ProfessionalDetail): ShareCardData => ({
  nombre: p.nombre,
  apellido: p.apellido,
  servicios: p.servicio.map((s) => s.tipo),
  calificacion: p.calificacion,
  ciudad: p.ciudad,
  localidad: p.localidad,
});

function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/**
 * 'Compartir' (issue 16): the system share sheet where the browser has one (Web Share API),
 * otherwise a WhatsApp link. The server gives the link its preview card (name, service, rating).
 */
export function ShareButton({ professional }: Props) {
  const card = cardOf(professional);
  // The address without its query: what was opened, not how.
  const url = `${window.location.origin}${window.location.pathname}`;
  const whatsapp = whatsappShareUrl(shareMessage(card, url));
  const label = fillMessage(msg.share.buttonLabel, { name: shareName(card) });

  if (typeof navigator.share !== 'function') {
    return (
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        className={buttonClasses('secondary')}
      >
        <ShareIcon />
        {msg.share.button}
      </a>
    );
  }
  const share = async () => {
    try {
      await navigator.share({ title: shareName(card), text: shareIntro(card), url });
    } catch (error) {
      // Closing the share sheet is no failure; anything else: WhatsApp instead.
      if ((error as Error).name !== 'AbortError') window.open(whatsapp, '_blank', 'noopener,noreferrer');
    }
  };
  return (
    <Button variant="secondary" aria-label={label} onClick={() => void share()}>
      <ShareIcon />
      {msg.share.button}
    </Button>
  );
}
