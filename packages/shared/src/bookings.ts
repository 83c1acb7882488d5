import { z } from 'zod';
import { BOOKING_MIN_MINUTES, RECURRENCES } from './booking-time.ts';
import * as msg from './messages.ts';

// Bookings (issue 43): a professional's time taken by a client, a range of instants. Two active
// bookings of the same professional never overlap: the database refuses it (bookings.table.ts).

/** 'confirmada' holds the time; 'cancelada' frees it (the row stays for the record). */
export const BOOKING_STATES = ['confirmada', 'cancelada'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** The one state that holds time (the exclusion constraint's `active`). */
export const ACTIVE_BOOKING_STATE: BookingState = 'confirmada';
/** The longest booking accepted (issue 43 §6), in minutes. */
export const BOOKING_MAX_MINUTES = 12 * 60;

// Issue 43: the calls of bookings, series and calendar feeds.

/** An ISO date-time with its offset (`2026-12-05T09:00:00-03:00`). */
export const startField = z.iso.datetime({ offset: true, message: msg.bookings.startInvalid });

/** Minutes, 30 to 12 hours; past 12 hours its own message (issue 43 §6). */
export const durationField = z
  .number(msg.bookings.durationInvalid)
  .int(msg.bookings.durationInvalid)
  .min(BOOKING_MIN_MINUTES, msg.bookings.durationInvalid)
  .max(BOOKING_MAX_MINUTES, msg.bookings.durationMax);

export const recurrenceField = z.enum(RECURRENCES, msg.bookings.recurrenceInvalid);

export const PARTIES = ['client', 'professional'] as const;
export const PARTY_LABELS: Record<(typeof PARTIES)[number], string> = {
  client: 'El cliente',
  professional: 'El profesional',
};

/** What a change to a booked time did (booking_changes.kind). */
export const BOOKING_CHANGE_KINDS = ['skip', 'move', 'end', 'reschedule'] as const;
export type BookingChangeKind = (typeof BOOKING_CHANGE_KINDS)[number];
/** "El cliente {salteó la visita del} sábado 5/12, 09:00". */
export const BOOKING_CHANGE_LABELS: Record<BookingChangeKind, string> = {
  skip: 'salteó la visita del',
  move: 'movió la visita del',
  end: 'terminó la serie antes de la visita del',
  reschedule: 'cambió el horario del',
};

/** One booked time of a request (a one-off, or one visit of a series). */
export const bookingSchema = z.object({
  _id: z.guid(),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  /** The visit of the series it stands for, when it was moved; null otherwise. */
  movedFrom: z.iso.datetime({ offset: true }).nullable(),
  /** Whether it has ended, by the server's clock (a visit of a series is then asked about). */
  past: z.boolean(),
  /** The client's "¿Llegó a trabajar?" for this visit of a series: null until answered. */
  arrived: z.boolean().nullable(),
  /** Whether the client rated this visit (once per visit of a series, after a yes). */
  rated: z.boolean(),
});

export const seriesSchema = z.object({
  _id: z.guid(),
  every: recurrenceField,
  start: z.iso.datetime({ offset: true }),
  durationMinutes: z.number(),
  endedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The visits skipped, by their original start. */
  skipped: z.array(z.iso.datetime({ offset: true })),
});

export const proposalSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  durationMinutes: z.number(),
  by: z.enum(PARTIES),
  /** Whether the caller is the one who may accept it. */
  mine: z.boolean(),
});

/** `GET /solicitudes/{id}/bookings`: what the two parties see of a request's time. */
export const solicitudBookingsSchema = z.object({
  bookings: z.array(bookingSchema),
  series: seriesSchema.nullable(),
  proposal: proposalSchema.nullable(),
});
export type SolicitudBookings = z.infer<typeof solicitudBookingsSchema>;

/** `POST /solicitudes/{id}/propose`: "Proponer otro horario". */
export const proposeBodySchema = z.object({
  start: startField,
  durationMinutes: durationField.optional(),
});
export type ProposeBody = z.infer<typeof proposeBodySchema>;

/** `POST /series/{id}/skip`: one visit, by its start. */
export const skipBodySchema = z.object({ date: startField });
/** `POST /series/{id}/move`: one visit, by its start, to a new start. */
export const moveBodySchema = z.object({ date: startField, start: startField });

/** `POST /bookings/{id}/arrival`: the client's answer for one visit of a series. */
export const visitArrivalBodySchema = z.object({ arrived: z.boolean(msg.bookings.arrivalAnswer) });
export type VisitArrivalBody = z.infer<typeof visitArrivalBodySchema>;
export const bookingIdParamsSchema = z.object({ id: z.guid(msg.api.invalidId) });

export const seriesIdParamsSchema = z.object({ id: z.guid(msg.api.invalidId) });

/** `GET /calendar/feed`, `POST /calendar/feed/reset`: the caller's private feed address. */
export const feedResponseSchema = z.object({ url: z.string() });
export const feedTokenParamsSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/) });

/** `GET /bookings/late-changes` (Admin): changes made with less than 24 hours' notice. */
export const lateChangesSchema = z.object({
  changes: z.array(
    z.object({
      _id: z.guid(),
      kind: z.enum(BOOKING_CHANGE_KINDS),
      by: z.enum(PARTIES),
      professional: z.object({ _id: z.guid(), nombre: z.string(), apellido: z.string() }),
      visit: z.iso.datetime({ offset: true }),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type LateChanges = z.infer<typeof lateChangesSchema>;
