import { describe, expect, it } from 'vitest';
import { addCommentBodySchema, addCommentResponseSchema } from './comments.ts';
import { itConvertsToJsonSchema } from './json-schema.testing.ts';
import * as msg from './messages.ts';
import { nearbyQuerySchema, nearbyResponseSchema, similarQuerySchema } from './professionals.ts';
import {
  hireBodySchema,
  hireResponseSchema,
  mySolicitudesResponseSchema,
  ratingPath,
  solicitudInfoParamsSchema,
  solicitudInfoResponseSchema,
} from './solicitudes.ts';

describe('marketplace route schemas', () => {
  const schemas = {
    nearbyQuerySchema,
    nearbyResponseSchema,
    similarQuerySchema,
    addCommentBodySchema,
    addCommentResponseSchema,
    hireBodySchema,
    hireResponseSchema,
    mySolicitudesResponseSchema,
    solicitudInfoParamsSchema,
    solicitudInfoResponseSchema,
  };

  itConvertsToJsonSchema(schemas);
});

describe('nearby query', () => {
  it('reads decimal degrees from the query string', () => {
    expect(nearbyQuerySchema.parse({ longitude: ' -65.2226 ', latitude: '-26.8241' })).toEqual({
      longitude: -65.2226,
      latitude: -26.8241,
    });
  });

  it.each([
    [{}],
    [{ longitude: '', latitude: '' }],
    [{ longitude: '-65', latitude: '-91' }],
    [{ longitude: '180.5', latitude: '0' }],
    [{ longitude: 'NaN', latitude: '0' }],
  ])('refuses %j with the coordinates message', (query) => {
    const messages = nearbyQuerySchema.safeParse(query).error?.issues.map((i) => i.message);
    expect(new Set(messages)).toEqual(new Set([msg.nearby.invalidCoordinates]));
  });
});

describe('addComment body', () => {
  const profile = { nombrePersona: 'Ana', descripcion: 'Bien', calificacionComentario: 4, foto: null };

  it('takes the profile body and the rating body', () => {
    expect(addCommentBodySchema.safeParse(profile).success).toBe(true);
    const idSoli = '7d1f7c52-8a40-4d8e-9a51-3b8f0c7e2a11';
    const rating = { ...profile, foto: undefined, idSoli, emailCliente: 'ana@example.com' };
    expect(addCommentBodySchema.parse(rating)).toMatchObject({ idSoli, emailCliente: 'ana@example.com' });
  });

  it('needs the idSoli of a rating', () => {
    const r = addCommentBodySchema.safeParse({ ...profile, emailCliente: 'ana@example.com' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['idSoli', msg.api.invalidId],
    ]);
  });
});

describe('ratingPath', () => {
  it('is the rating page of §2', () => {
    expect(ratingPath('plomero', 'p1', 's1')).toBe('/dash/professionals/plomero/p1/s1/calificacion');
  });
});
