// Every table, for drizzle-kit only; the code imports each table from its feature.
export { advertisements } from './tables/ads.table.ts';
export { auditLog } from './tables/audit.table.ts';
export { oneTimeCodes, refreshTokens } from './tables/auth.table.ts';
export {
  bookingChanges,
  bookingProposals,
  bookingSeries,
  calendarFeeds,
} from './tables/booking-series.table.ts';
export { bookings } from './tables/bookings.table.ts';
export {
  calendarBookedDays,
  calendarClosedDays,
  calendarDaysOff,
  calendarHours,
  professionalCalendars,
} from './tables/calendar.table.ts';
export { categories } from './tables/categories.table.ts';
export { comments } from './tables/comments.table.ts';
export { complaints, complaintTicketSeq } from './tables/complaints.table.ts';
export { conversationParties, messageReports, messages } from './tables/conversations.table.ts';
export { dataRightsRequests, holidays } from './tables/data-rights-requests.table.ts';
export { dataVersion } from './tables/data-version.table.ts';
export { favourites } from './tables/favourites.table.ts';
export { guaranteeClaimSeq, guaranteeClaims } from './tables/guarantee-claims.table.ts';
export { arcaTickets, invoices } from './tables/invoices.table.ts';
export { jobs } from './tables/jobs.table.ts';
export { listings } from './tables/listings.table.ts';
export { liveEventCursors, liveEvents } from './tables/live-events.table.ts';
export { mailOutbox } from './tables/mail-outbox.table.ts';
export { mercadoPagoPayments } from './tables/mercadopago-payments.table.ts';
export { notificationPreferences, notifications } from './tables/notifications.table.ts';
export { payScales } from './tables/pay-scales.table.ts';
export { professionalStandings } from './tables/professional-standings.table.ts';
export { professionalServices, professionals } from './tables/professionals.table.ts';
export { profileActivityDaily } from './tables/profile-activity.table.ts';
export { pushSubscriptions } from './tables/push-subscriptions.table.ts';
export { rightsRequests } from './tables/rights-requests.table.ts';
export { searchWords } from './tables/search-words.table.ts';
export { professionalResponseStats, solicitudes } from './tables/solicitudes.table.ts';
export { subscriptions } from './tables/subscriptions.table.ts';
export { accounts } from './tables/users.table.ts';
export { verificationDocuments } from './tables/verification-documents.table.ts';
export { whatsAppNumbers, whatsAppSends } from './tables/whatsapp.table.ts';
