import type { AuditEntry } from '@servihogar/shared/audit';
import { describe, expect, it } from 'vitest';
import { actionLabel, describeDetails } from './describe-entry.ts';

const entry = (action: string, details: Record<string, unknown>): AuditEntry => ({
  _id: 'e1',
  actor: null,
  action,
  targetType: 'professional',
  targetId: 'p1',
  targetLabel: null,
  details,
  createdAt: '2026-11-20T12:00:00.000Z',
});

describe('audit entries of verification and subscription rights', () => {
  it('name the document and the reason of a rejection', () => {
    const rejected = entry('verification.reject', { documentId: 'd1', kind: 'matricula', reason: 'Vencida' });
    expect(actionLabel(rejected.action)).toBe('Documento de verificación rechazado');
    expect(describeDetails(rejected)).toBe('Matrícula · Motivo: Vencida');
    expect(describeDetails(entry('verification.approve', { kind: 'dni' }))).toBe('Foto del DNI');
  });

  it('label the baja, the arrepentimiento and the refund', () => {
    expect(actionLabel('subscription.cancel')).toBe('Baja de suscripción');
    expect(actionLabel('subscription.withdraw')).toBe('Arrepentimiento (reembolso pedido)');
    expect(describeDetails(entry('subscription.refunded', { plan: 'mensual' }))).toBe('Plan Mensual');
  });
});
