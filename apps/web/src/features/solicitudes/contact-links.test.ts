import { describe, expect, it } from 'vitest';
import { displayPhone, localDigits, telUrl, whatsappGreeting, whatsappUrl } from './contact-links.ts';

describe('contact links', () => {
  it('builds wa.me/549<number> with the encoded greeting naming the service', () => {
    const greeting = whatsappGreeting('Sofía', 'Niñera');
    expect(greeting).toBe(
      'Hola Sofía, vi tu perfil en ServiHogar y me gustaría contratar tu servicio de Niñera.',
    );
    expect(whatsappUrl('3814457102', greeting)).toBe(
      `https://wa.me/5493814457102?text=${encodeURIComponent(greeting)}`,
    );
  });

  it('dials +549 and the 10 digits', () => {
    expect(telUrl('3814457102')).toBe('tel:+5493814457102');
    expect(displayPhone('3814457102')).toBe('+54 9 3814457102');
  });

  it('accepts numbers that already carry the prefix or separators', () => {
    expect(localDigits('+54 9 381 445-7102')).toBe('3814457102');
    expect(localDigits('381-445 7102')).toBe('3814457102');
  });
});
