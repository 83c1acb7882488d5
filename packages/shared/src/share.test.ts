import { describe, expect, it } from 'vitest';
import * as msg from './messages.ts';
import { type ShareCardData, shareCardText, shareMessage, shareRating, whatsappShareUrl } from './share.ts';

const ANA: ShareCardData = {
  nombre: 'Ana',
  apellido: 'Pérez',
  servicios: ['Plomero', 'Gasista'],
  calificacion: 4.3,
  ciudad: 'San Miguel de Tucumán',
  localidad: 'Tucumán',
};

describe('share card texts', () => {
  it('names the professional, the services, the rating and the place', () => {
    expect(shareCardText(ANA)).toEqual({
      title: 'Ana Pérez — Plomero · Gasista',
      description: `4,5 de 5 · San Miguel de Tucumán, Tucumán. ${msg.share.invitation}`,
    });
  });

  it('says so when there is no rating, service or place', () => {
    const text = shareCardText({ ...ANA, servicios: [], calificacion: 0, ciudad: '', localidad: '' });
    expect(text.title).toBe(`Ana Pérez — ${msg.fallback.profession}`);
    expect(text.description).toBe(`${msg.pages.noRating}. ${msg.share.invitation}`);
    expect(shareRating(5)).toBe('5 de 5');
  });

  it('builds the WhatsApp link with the message URL-encoded', () => {
    const url = 'https://servihogar.example/dash/professionals/plomero/1';
    expect(shareMessage(ANA, url)).toBe(`Ana Pérez, Plomero · Gasista en ServiHogar: ${url}`);
    expect(whatsappShareUrl('a & b?')).toBe('https://wa.me/?text=a%20%26%20b%3F');
  });
});
