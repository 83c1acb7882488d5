import type { ActivityWeek } from '@servihogar/shared/activity';
import { describe, expect, it } from 'vitest';
import { weekSummary } from './summary.ts';

const week = (semana: string, vistas: number, contactos = 0): ActivityWeek => ({
  semana,
  vistas,
  contactos,
  solicitudes: 0,
  respondidas: 0,
  favoritos: 0,
  calificacion: null,
});

describe('weekSummary', () => {
  it('says the week against the one before in plain words', () => {
    expect(weekSummary([week('2026-11-09', 11), week('2026-11-16', 14, 3)])).toEqual([
      'Esta semana 14 personas vieron tu perfil, 3 más que la anterior.',
      '3 personas pidieron tus datos de contacto ("Ver datos").',
    ]);
    expect(weekSummary([week('2026-11-09', 1500), week('2026-11-16', 1200, 1)])).toEqual([
      'Esta semana 1.200 personas vieron tu perfil, 300 menos que la anterior.',
      '1 persona pidió tus datos de contacto ("Ver datos").',
    ]);
    expect(weekSummary([week('2026-11-09', 1), week('2026-11-16', 1)])).toEqual([
      'Esta semana 1 persona vio tu perfil, igual que la anterior.',
    ]);
  });

  it('says so when nobody looked yet', () => {
    expect(weekSummary([week('2026-11-09', 4), week('2026-11-16', 0)])).toEqual([
      'Esta semana todavía nadie vio tu perfil.',
    ]);
    expect(weekSummary([])).toEqual([]);
  });
});
