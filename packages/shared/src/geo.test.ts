import { describe, expect, it } from 'vitest';
import { citiesQuerySchema, countryCodeSchema, provinceIdSchema, searchKey } from './geo.ts';

describe('geo schemas', () => {
  it('normalises country codes and province ids to GeoNames keys', () => {
    expect(countryCodeSchema.parse(' ar ')).toBe('AR');
    expect(provinceIdSchema.parse('ar.24')).toBe('AR.24');
    expect(provinceIdSchema.parse('GB.ENG')).toBe('GB.ENG');
    for (const bad of ['ARG', 'A', '1A', ''])
      expect(countryCodeSchema.safeParse(bad).success, bad).toBe(false);
    for (const bad of ['AR24', 'AR.', '.24', 'AR.24/..', 'AR.2 4'])
      expect(provinceIdSchema.safeParse(bad).success, bad).toBe(false);
    expect(citiesQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });

  it('folds case and accents for search', () => {
    expect(searchKey('  Tafí VIEJO ')).toBe('tafi viejo');
    expect(searchKey('Banda del Río Salí')).toBe('banda del rio sali');
    expect(searchKey('Famaillá')).toBe(searchKey('FAMAILLA'));
  });
});
