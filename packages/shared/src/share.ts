import { STARS_MAX } from './constants.ts';
import * as msg from './messages.ts';
import { roundToHalf } from './ratings.ts';

/** Size of the share-card image (Open Graph's recommended 1.91:1). */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** WhatsApp's share link: the text goes in `text`, URL-encoded. */
export const WHATSAPP_SHARE_URL = 'https://wa.me/?text=';

/**
 * What a share card shows of a professional: only public profile data (never phone, e-mail, DNI,
 * Instagram or the exact location).
 */
export type ShareCardData = {
  nombre: string;
  apellido: string;
  /** Service names, in the profile's order. */
  servicios: string[];
  /** Mean of the stars; 0 with no comments. */
  calificacion: number;
  ciudad: string;
  localidad: string;
};

export const shareName = (card: Pick<ShareCardData, 'nombre' | 'apellido'>): string =>
  `${card.nombre} ${card.apellido}`.trim();

export const shareServices = (card: Pick<ShareCardData, 'servicios'>): string =>
  card.servicios.join(' · ') || msg.fallback.profession;

export const sharePlace = (card: Pick<ShareCardData, 'ciudad' | 'localidad'>): string =>
  [card.ciudad, card.localidad].filter(Boolean).join(', ');

/** '4,5 de 5' (rounded to the half star, like the profile) or 'Sin calificación'. */
export function shareRating(calificacion: number): string {
  if (calificacion <= 0) return msg.pages.noRating;
  return `${roundToHalf(calificacion).toLocaleString('es-AR')} de ${STARS_MAX}`;
}

/** Title and description of the card, the same on the server's meta tags and in the share text. */
export function shareCardText(card: ShareCardData): { title: string; description: string } {
  const place = sharePlace(card);
  const rating = shareRating(card.calificacion);
  const lead = place ? `${rating} · ${place}` : rating;
  return {
    title: `${shareName(card)} — ${shareServices(card)}`,
    description: `${lead}. ${msg.share.invitation}`,
  };
}

/** What the 'Compartir' action says before the link: 'Ana Pérez, Plomero · Gasista en ServiHogar'. */
export const shareIntro = (card: ShareCardData): string =>
  `${shareName(card)}, ${shareServices(card)} en ServiHogar`;

/** The whole message for WhatsApp, the profile's URL at the end. */
export const shareMessage = (card: ShareCardData, url: string): string => `${shareIntro(card)}: ${url}`;

/** The WhatsApp link that shares `text` (fallback when the browser has no Web Share). */
export const whatsappShareUrl = (text: string): string => `${WHATSAPP_SHARE_URL}${encodeURIComponent(text)}`;
