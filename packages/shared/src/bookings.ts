// Bookings (issue 43): a professional's time taken by a client, a range of instants. Two active
// bookings of the same professional never overlap: the database refuses it (bookings.table.ts).

/** 'confirmada' holds the time; 'cancelada' frees it (the row stays for the record). */
export const BOOKING_STATES = ['confirmada', 'cancelada'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** The one state that holds time (the exclusion constraint's `active`). */
export const ACTIVE_BOOKING_STATE: BookingState = 'confirmada';
/** The longest booking accepted (issue 43 §6), in minutes. */
export const BOOKING_MAX_MINUTES = 12 * 60;
