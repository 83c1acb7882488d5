import { auditOf } from '../../accounts/audit.service.ts';

/** Audits an action on one subscription; a null actor is the app itself (a job or a notification). */
export const auditSubscription = auditOf('subscription');
