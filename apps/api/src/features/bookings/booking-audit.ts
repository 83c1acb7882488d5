import { auditOf } from '../../accounts/audit.service.ts';

/** Every change to a request's booked time, in the audit log for the admins' disputes (target: the request). */
export const auditBooking = auditOf('solicitud');
