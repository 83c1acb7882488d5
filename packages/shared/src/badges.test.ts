import { describe, expect, it } from 'vitest';
import { STANDING_OVER_EDGES } from './badges.testing.ts';
import {
  addMonths,
  certificateBadgeText,
  certificateLapsesOn,
  DESTACADO_RULES,
  destacadoChecks,
  isDestacado,
  issueDateProblem,
  meetsRating,
  meetsResponse,
  missingTexts,
  offersCare,
  ruleTexts,
} from './badges.ts';

const over = STANDING_OVER_EDGES;

describe('Profesional destacado rules at their edges', () => {
  it('4,80 passes, 4,79 does not; 4,795 shows as 4,80 and passes', () => {
    expect(meetsRating({ promedio: 4.8, resenas: 5 })).toBe(true);
    expect(meetsRating({ promedio: 4.79, resenas: 5 })).toBe(false);
    expect(meetsRating({ promedio: 4.795, resenas: 5 })).toBe(true);
  });
  it('5 reviews pass, 4 do not, whatever the average', () => {
    expect(meetsRating({ promedio: 5, resenas: 4 })).toBe(false);
    expect(meetsRating({ promedio: 5, resenas: 5 })).toBe(true);
    expect(meetsRating({ promedio: null, resenas: 0 })).toBe(false);
  });
  it('75 % passes, 74 % does not, with integers only', () => {
    expect(meetsResponse({ pedidos: 4, respondidos: 3 })).toBe(true);
    expect(meetsResponse({ pedidos: 100, respondidos: 74 })).toBe(false);
    expect(meetsResponse({ pedidos: 100, respondidos: 75 })).toBe(true);
    expect(meetsResponse({ pedidos: 0, respondidos: 0 })).toBe(false);
  });
  it('every rule must hold; each failing rule says what is missing', () => {
    expect(isDestacado(over)).toBe(true);
    expect(missingTexts(over)).toEqual({});
    for (const [change, key] of [
      [{ identidad: false }, 'identidad'],
      [{ reclamos: 1 }, 'reclamos'],
      [{ suscripcion: false }, 'suscripcion'],
      [{ resenas: 4 }, 'calificacion'],
      [{ respondidos: 2 }, 'respuesta'],
    ] as const) {
      const under = { ...over, ...change };
      expect(isDestacado(under)).toBe(false);
      expect(
        Object.entries(destacadoChecks(under))
          .filter(([, met]) => !met)
          .map(([k]) => k),
      ).toEqual([key]);
      expect(Object.keys(missingTexts(under))).toEqual([key]);
    }
    expect(missingTexts({ ...over, resenas: 3 }).calificacion).toBe(
      'Te faltan 2 reseña(s) de contrataciones verificadas.',
    );
  });
  it('publishes its numbers in its texts', () => {
    expect(ruleTexts().calificacion).toContain('4,8');
    expect(ruleTexts().calificacion).toContain(`${DESTACADO_RULES.minReviews} reseñas`);
    expect(ruleTexts().respuesta).toContain('75 %');
  });
});

describe('criminal-record certificate', () => {
  it('lapses 6 calendar months after its issue day, the month end clamped', () => {
    expect(certificateLapsesOn('2026-05-10')).toBe('2026-11-10');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
  it('takes an issue day up to today and younger than 6 months', () => {
    expect(issueDateProblem('2026-11-29', '2026-11-29')).toBeNull();
    expect(issueDateProblem('2026-11-30', '2026-11-29')).toMatch(/posterior/);
    expect(issueDateProblem('2026-05-30', '2026-11-29')).toBeNull();
    expect(issueDateProblem('2026-05-29', '2026-11-29')).toMatch(/6 meses/);
    expect(issueDateProblem('29/11/2026', '2026-11-29')).toMatch(/Ingresá/);
  });
  it('shows the issue month and year', () => {
    expect(certificateBadgeText('2026-11-03')).toBe('Antecedentes verificados · noviembre 2026');
  });
  it('is for care categories only', () => {
    expect(offersCare(['plomero', 'casero'])).toBe(true);
    expect(offersCare(['plomero'])).toBe(false);
  });
});
