import { z } from 'zod';
import * as msg from './messages.ts';

/** Every action the audit log records, with the label the back office shows for it. */
export const AUDIT_ACTION_LABELS = {
  'user.ban': msg.audit.userBan,
  'user.unban': msg.audit.userUnban,
  'redactor.create': msg.audit.redactorCreate,
  'professional.alta': msg.providerAdmin.darDeAlta,
  'professional.suspend': msg.providerAdmin.suspenderUsuario,
  'professional.suspendFree': msg.providerAdmin.suspenderFree,
  'professional.enableFree': msg.providerAdmin.habilitarCuenta,
  'professional.restorePaid': msg.providerAdmin.restablecerAbonado,
  'subscription.approve': msg.subscriptionsAdmin.approve,
  'subscription.reject': msg.subscriptionsAdmin.reject,
  'subscription.pending': msg.audit.subscriptionPending,
  'complaint.update': msg.audit.complaintUpdate,
  'complaint.delete': msg.audit.complaintDelete,
  'ad.create': msg.audit.adCreate,
  'ad.update': msg.audit.adUpdate,
  'ad.delete': msg.audit.adDelete,
  'ad.pause': msg.audit.adPause,
  'ad.resume': msg.audit.adResume,
  'category.edit': msg.audit.categoryEdit,
  'category.approve': msg.audit.categoryApprove,
  'category.rename': msg.audit.categoryRename,
  'category.merge': msg.audit.categoryMerge,
  'category.reject': msg.audit.categoryReject,
  'account.delete': msg.audit.staffAccountDelete,
  'verification.approve': msg.audit.documentApprove,
  'verification.reject': msg.audit.documentReject,
  'subscription.cancel': msg.audit.subscriptionCancel,
  'subscription.withdraw': msg.audit.subscriptionWithdraw,
  'subscription.refunded': msg.audit.subscriptionRefunded,
  'subscription.mpStart': msg.audit.mercadoPagoStart,
  'subscription.mpUpdate': msg.audit.mercadoPagoUpdate,
  'subscription.mpMismatch': msg.audit.mercadoPagoMismatch,
  'review.hide': msg.audit.reviewHide,
  'review.hideReply': msg.audit.reviewReplyHide,
  'message.hide': msg.audit.messageHide,
  'payScale.create': msg.audit.payScaleCreate,
  'payScale.update': msg.audit.payScaleUpdate,
  'payScale.delete': msg.audit.payScaleDelete,
  'dataRights.resolve': msg.audit.dataRightsResolve,
  'guarantee.decide': msg.audit.guaranteeDecide,
  'booking.create': msg.audit.bookingCreate,
  'booking.skip': msg.audit.bookingSkip,
  'booking.move': msg.audit.bookingMove,
  'booking.end': msg.audit.bookingEnd,
  'booking.propose': msg.audit.bookingPropose,
  'booking.reschedule': msg.audit.bookingReschedule,
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

export const AUDIT_PAGE_MAX = 200;
const q = msg.api.invalidQuery;

/** `GET /audit-log?action=&limit=&offset=` (Admin). */
export const auditLogQuerySchema = z.object({
  action: z.string(q).trim().min(1, q).max(100, q).optional(),
  limit: z.coerce.number(q).int(q).min(1, q).max(AUDIT_PAGE_MAX, q).default(50),
  offset: z.coerce.number(q).int(q).min(0, q).default(0),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  /** Null when the acting account was deleted. */
  actor: z.object({ id: z.string(), nombre: z.string(), apellido: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  /** 'account', 'professional' or 'subscription'. */
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The target's name (and e-mail for accounts) as it is now; null when it no longer exists. */
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogResponseSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
