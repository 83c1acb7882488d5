import {
  CATEGORIES_WITH_CARE_FLAGS,
  CATEGORIES_WITH_PERIOD_FLAGS,
  COMMENT_MAX_LENGTH,
  FIXED_CATEGORIES,
  PHONE_DIGITS,
} from '@servihogar/shared/constants';
import { describe, expect, it } from 'vitest';
import { DEMO_COMMENT_TEXTS } from './demo-comments.ts';
import { isListed } from './demo-professional-types.ts';
import { DEMO_PROFESSIONALS } from './demo-professionals.ts';

describe('demo data', () => {
  it('has unique, well-formed professionals', () => {
    expect(DEMO_PROFESSIONALS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEMO_PROFESSIONALS.map((p) => p.dni)).size).toBe(DEMO_PROFESSIONALS.length);
    expect(new Set(DEMO_PROFESSIONALS.map((p) => p.email)).size).toBe(DEMO_PROFESSIONALS.length);
    for (const p of DEMO_PROFESSIONALS) {
      expect(p.edad).toBeGreaterThanOrEqual(20);
      expect(p.edad).toBeLessThanOrEqual(65);
      expect(p.contacto).toMatch(new RegExp(`^\\d{${PHONE_DIGITS}}$`));
      expect(p.dni).toMatch(/^\d{8}$/);
    }
  });

  it('lists at least three professionals in every fixed category', () => {
    for (const { slug } of FIXED_CATEGORIES) {
      const listed = DEMO_PROFESSIONALS.filter(
        (p) => isListed(p.lifecycle) && p.servicios.some((s) => s.tipo === slug),
      );
      expect(listed.length, slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('sets period and care flags only on the categories that offer them', () => {
    for (const s of DEMO_PROFESSIONALS.flatMap((p) => p.servicios)) {
      const period = (CATEGORIES_WITH_PERIOD_FLAGS as readonly string[]).includes(s.tipo);
      const care = (CATEGORIES_WITH_CARE_FLAGS as readonly string[]).includes(s.tipo);
      if (!period) expect(Boolean(s.semanal || s.mensual), s.tipo).toBe(false);
      if (!care) {
        expect(Boolean(s.personasEnfermas || s.personasMayores || s.personasDiscapacitadas), s.tipo).toBe(
          false,
        );
      }
    }
  });

  it('mixes listed and unlisted lifecycle states', () => {
    const kinds = DEMO_PROFESSIONALS.map((p) => p.lifecycle.kind);
    expect(kinds.filter((k) => k === 'pending')).toHaveLength(2);
    for (const kind of ['trial', 'paid', 'trial-expired', 'overdue', 'free-suspended']) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it('keeps comment texts within the limit', () => {
    for (const text of Object.values(DEMO_COMMENT_TEXTS).flat()) {
      expect(text.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
    }
  });
});
