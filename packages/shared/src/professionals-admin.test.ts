import { describe, expect, it } from 'vitest';
import { auditLogQuerySchema, auditLogResponseSchema } from './audit.ts';
import { itConvertsToJsonSchema } from './json-schema.testing.ts';
import {
  adminProfessionalsQuerySchema,
  adminProfessionalsResponseSchema,
  availableActions,
} from './professionals-admin.ts';
import {
  professionalSubscriptionStatusSchema,
  subscriptionResponseSchema,
  subscriptionTypeFor,
} from './subscriptions.ts';
import { testClockBodySchema, testClockResponseSchema } from './test-clock.ts';

describe('availableActions', () => {
  it('offers the controls that fit the state (§4)', () => {
    // Never given alta: its free period has not started, so there is nothing to suspend.
    expect(availableActions({ altaUsuario: false, free: null, paidUntil: null })).toEqual([
      'altaProf',
      'restablecerAbonado',
    ]);
    expect(availableActions({ altaUsuario: true, free: true, paidUntil: null })).toEqual([
      'suspenderAltaProf',
      'suspenderFree',
      'restablecerAbonado',
    ]);
    expect(availableActions({ altaUsuario: true, free: false, paidUntil: null })).toEqual([
      'suspenderAltaProf',
      'habilitarFree',
      'restablecerAbonado',
    ]);
    expect(availableActions({ altaUsuario: true, free: null, paidUntil: '2026-01-01T00:00:00Z' })).toEqual([
      'suspenderAltaProf',
      'restablecerAbonado',
    ]);
  });
});

describe('subscriptionTypeFor', () => {
  it("is 'professional' only when the first role is Prestador (§6)", () => {
    expect(subscriptionTypeFor(['Prestador', 'Cliente'])).toBe('professional');
    expect(subscriptionTypeFor(['Cliente', 'Prestador'])).toBe('user');
    expect(subscriptionTypeFor(['Admin'])).toBe('user');
  });
});

describe('business route schemas', () => {
  const schemas = {
    adminProfessionalsQuerySchema,
    adminProfessionalsResponseSchema,
    auditLogQuerySchema,
    auditLogResponseSchema,
    subscriptionResponseSchema,
    professionalSubscriptionStatusSchema,
    testClockBodySchema,
    testClockResponseSchema,
  };
  itConvertsToJsonSchema(schemas);

  it('audit query defaults and bounds', () => {
    expect(auditLogQuerySchema.parse({})).toEqual({ limit: 50, offset: 0 });
    expect(auditLogQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
  });
});
