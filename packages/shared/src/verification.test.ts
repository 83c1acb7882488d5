import { describe, expect, it } from 'vitest';
import {
  documentDecisionSchema,
  isLicensedCategory,
  needsLicense,
  passesVerifiedFilter,
} from './verification.ts';

describe('verification rules', () => {
  it('a matrícula applies to Gasista and Electricista, by name or slug', () => {
    expect(needsLicense(['plomero', 'Gasista'])).toBe(true);
    expect(needsLicense(['electricista'])).toBe(true);
    expect(needsLicense(['Plomero', 'ninera'])).toBe(false);
    expect(isLicensedCategory('Electricista')).toBe(true);
  });

  it("'Solo verificados': identity, and in a licensed trade also the matrícula", () => {
    expect(passesVerifiedFilter({ identidadVerificada: true })).toBe(true);
    expect(passesVerifiedFilter({ identidadVerificada: false, matriculado: true })).toBe(false);
    expect(passesVerifiedFilter({ identidadVerificada: true }, 'gasista')).toBe(false);
    expect(passesVerifiedFilter({ identidadVerificada: true, matriculado: true }, 'Gasista')).toBe(true);
    expect(passesVerifiedFilter({ identidadVerificada: true }, 'plomero')).toBe(true);
  });

  it('a rejection needs a reason', () => {
    expect(documentDecisionSchema.safeParse({ estado: 'aprobado' }).success).toBe(true);
    expect(documentDecisionSchema.safeParse({ estado: 'rechazado' }).success).toBe(false);
    expect(documentDecisionSchema.safeParse({ estado: 'rechazado', motivo: '  ' }).success).toBe(false);
    expect(documentDecisionSchema.safeParse({ estado: 'rechazado', motivo: 'Borrosa' }).success).toBe(true);
  });
});
