import { describe, expect, it } from 'vitest';
import { apiQuery, clearedFilters, filtersToParams, hasFilters, parseFilters } from './filters.ts';

describe('filters in the URL', () => {
  it('reads what the URL says and writes it back the same', () => {
    const url =
      'ciudad=Yerba+Buena&cercanas=true&verificados=true&respondeRapido=true&trabajoRegistrado=true&calificacionMin=4&opciones=personasMayores&tarifaMax=5000&tarifaPor=jornada&fecha=2026-12-05&sort=cercania';
    const filters = parseFilters(new URLSearchParams(url), 'cuidado-de-persona');
    expect(filters).toEqual({
      q: '',
      ciudad: 'Yerba Buena',
      cercanas: true,
      verificados: true,
      respondeRapido: true,
      trabajoRegistrado: true,
      antecedentes: false,
      cuatroEstrellas: true,
      opciones: ['personasMayores'],
      tarifaMax: 5000,
      tarifaPor: 'jornada',
      fecha: '2026-12-05',
      sort: 'cercania',
    });
    expect(filtersToParams(filters).toString()).toBe(url);
    expect(hasFilters(filters)).toBe(true);
  });

  it('"Limpiar filtros" drops every filter, "Responde rápido" too, and keeps the search and sort', () => {
    const filters = parseFilters(new URLSearchParams('q=plomero&respondeRapido=true&sort=tarifa'));
    expect(hasFilters(filters)).toBe(true);
    const cleared = clearedFilters(filters);
    expect(hasFilters(cleared)).toBe(false);
    expect(filtersToParams(cleared).toString()).toBe('q=plomero&ciudad=&sort=tarifa');
  });

  it('ignores values it does not know (another category’s options, a made-up date or sort)', () => {
    const filters = parseFilters(
      new URLSearchParams('opciones=semanal,x&fecha=sábado&sort=barato'),
      'plomero',
    );
    expect(filters).toMatchObject({ opciones: [], fecha: '', sort: 'todos', ciudad: null });
    expect(parseFilters(new URLSearchParams('trabajoRegistrado=si'), 'ninera').trabajoRegistrado).toBe(false);
    expect(hasFilters(filters)).toBe(false);
    // A price that is not a whole positive amount is no filter; an unknown unit is per hour.
    expect(parseFilters(new URLSearchParams('tarifaMax=-3&tarifaPor=mes'))).toMatchObject({
      tarifaMax: null,
      tarifaPor: 'hora',
    });
  });

  it("keeps a cleared city ('') apart from one never chosen (null)", () => {
    expect(parseFilters(new URLSearchParams('ciudad='), 'plomero').ciudad).toBe('');
    expect(filtersToParams(parseFilters(new URLSearchParams('ciudad='))).toString()).toBe('ciudad=');
  });

  it('asks the API for "Más cerca" only with a point, never with an empty city', () => {
    const filters = parseFilters(new URLSearchParams('sort=cercania&ciudad='), 'plomero');
    expect(Object.fromEntries(apiQuery(filters, 'plomero', null))).toEqual({
      servicio: 'plomero',
      sort: 'todos',
    });
    expect(
      Object.fromEntries(apiQuery(filters, 'plomero', { latitude: -26.8123456, longitude: -65.2 })),
    ).toEqual({
      servicio: 'plomero',
      sort: 'cercania',
      latitude: '-26.81235',
      longitude: '-65.20000',
    });
  });
});
