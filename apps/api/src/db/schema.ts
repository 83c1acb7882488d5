// Every table, for drizzle-kit only; the code imports each table from its feature.
export { advertisements } from '../features/ads/ads.table.ts';
export { auditLog } from '../features/audit/audit.table.ts';
export { oneTimeCodes, refreshTokens } from '../features/auth/auth.table.ts';
export { categories } from '../features/categories/categories.table.ts';
export { comments } from '../features/comments/comments.table.ts';
export { complaints, complaintTicketSeq } from '../features/complaints/complaints.table.ts';
export { professionalServices, professionals } from '../features/professionals/professionals.table.ts';
export { solicitudes } from '../features/solicitudes/solicitudes.table.ts';
export { subscriptions } from '../features/subscriptions/subscriptions.table.ts';
export { accounts } from '../features/users/users.table.ts';
export { mailOutbox } from '../plugins/mail-outbox.table.ts';
export { verificationDocuments } from './tables/verification-documents.table.ts';
