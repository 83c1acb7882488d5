import { argentineDay } from './calendar.ts';
import { DAY_MS } from './constants.ts';
import { TIME_SLOT_LABELS, TIME_SLOTS } from './finding.ts';
import { capitalize, labelsOf } from './format.ts';

// DESIGN §5: a solicitud stores facts with their time (the professional's answer, "Trabajo
// realizado", the client's "¿Llegó a trabajar?", the rating); its state is derived from them here,
// for the API, the mails and the web alike. "Vencida" needs no job to become true.

/** A request unanswered this long is "Vencida". */
export const REQUEST_EXPIRY_MS = 3 * DAY_MS;
/** New requests a client may send per Argentine calendar day. */
export const REQUESTS_PER_DAY = 20;
/** The response signal counts the last 90 days and shows only from 3 requests on. */
export const SIGNAL_WINDOW_MS = 90 * DAY_MS;
export const SIGNAL_MIN_REQUESTS = 3;

export const REQUEST_NEED_MAX = 500;
export const REQUEST_ZONE_MAX = 80;
export const ANSWER_TEXT_MAX = 200;
export const REVIEW_REPLY_MAX = 500;
export const HIDE_REASON_MAX = 300;

export const WHEN_SLOTS = ['manana', 'tarde', 'noche', 'a_convenir'] as const;
export type WhenSlot = (typeof WHEN_SLOTS)[number];
/** The profile's time slots ('Mañana', 'Tarde', 'Noche'), or 'A convenir'. */
export const WHEN_SLOT_LABELS: Record<WhenSlot, string> = {
  ...labelsOf(TIME_SLOTS, (slot) => capitalize(TIME_SLOT_LABELS[slot])),
  a_convenir: 'A convenir',
};

export const ANSWERS = ['acepto', 'no_puedo'] as const;
export type Answer = (typeof ANSWERS)[number];

export const REQUEST_STATES = [
  'nueva',
  'aceptada',
  'rechazada',
  'vencida',
  'realizada',
  'calificada',
] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
/** 'Nueva', 'Aceptada', …: each state capitalized. */
export const REQUEST_STATE_LABELS = labelsOf(REQUEST_STATES, capitalize);

export type RequestFacts = {
  createdAt: Date;
  answer: Answer | null;
  doneAt: Date | null;
  flujoCompleto: boolean;
};

export function stateOf(r: RequestFacts, now: Date): RequestState {
  if (r.flujoCompleto) return 'calificada';
  if (r.doneAt) return 'realizada';
  if (r.answer === 'no_puedo') return 'rechazada';
  if (r.answer === 'acepto') return 'aceptada';
  if (now.getTime() - r.createdAt.getTime() >= REQUEST_EXPIRY_MS) return 'vencida';
  return 'nueva';
}

/**
 * Whether the client is asked "¿Llegó a trabajar?": not answered yet, and the work was marked done,
 * or it was accepted and its day ('YYYY-MM-DD') has passed. A series is asked visit by visit
 * instead (decision 0072), never as the request.
 */
export function arrivalAsked(
  r: RequestFacts & {
    arrived: boolean | null;
    whenDate: string | null;
    start?: Date | null;
    recurrence?: string | null;
  },
  now: Date,
): boolean {
  if (r.arrived !== null || r.flujoCompleto || r.recurrence) return false;
  const state = stateOf(r, now);
  if (state === 'realizada') return true;
  // Issue 43: a booked time's day counts like the day of the words.
  const day = r.whenDate ?? (r.start ? argentineDay(r.start) : null);
  return state === 'aceptada' && day !== null && day < argentineDay(now);
}

/**
 * Issue 48: a solicitud is rated only once the professional accepted it (Aceptada, Realizada), and
 * once (Calificada is done). A request unanswered (Nueva, Vencida) or declined (Rechazada) has no
 * work to rate. The server refuses the rest; the web offers "Calificar" by the same rule.
 */
export const canRate = (state: RequestState): boolean => state === 'aceptada' || state === 'realizada';

export const RESPONSE_DELAYS = ['hora', 'dia', 'dias'] as const;
/** `delay` is null when none of the requests was answered (no median to speak of). */
export type ResponseSignal = { delay: (typeof RESPONSE_DELAYS)[number] | null; percent: number };

/**
 * The card's and profile's "Suele responder…" / "Responde el N %" from a professional's summary of
 * the last 90 days, or null below SIGNAL_MIN_REQUESTS (no signal is better than an invented one).
 */
export function responseSignal(s: {
  received: number;
  answered: number;
  medianDelayMs: number | null;
}): ResponseSignal | null {
  if (s.received < SIGNAL_MIN_REQUESTS) return null;
  const percent = Math.round((100 * s.answered) / s.received);
  const median = s.medianDelayMs;
  if (median === null) return { delay: null, percent };
  return { delay: median < 60 * 60 * 1000 ? 'hora' : median < DAY_MS ? 'dia' : 'dias', percent };
}

/** The delays that make "Responde rápido" (issue 27 filter; decision 0031): within the day. */
export const FAST_RESPONSE_DELAYS = [
  'hora',
  'dia',
] as const satisfies readonly (typeof RESPONSE_DELAYS)[number][];

export const RESPONSE_DELAY_LABELS: Record<(typeof RESPONSE_DELAYS)[number], string> = {
  hora: 'Suele responder en menos de 1 hora',
  dia: 'Suele responder en el día',
  dias: 'Suele responder en 2–3 días',
};

/**
 * Whether a request's booked time shows on its card: a dated request while it is open; a series
 * also after "Trabajo realizado" or its rating, since each past visit is still asked about and
 * rated (decision 0072).
 */
export function bookingShown(r: { start: unknown; state: RequestState; recurrence: string | null }): boolean {
  if (!r.start) return false;
  if (r.state === 'nueva' || r.state === 'aceptada') return true;
  return r.recurrence !== null && (r.state === 'realizada' || r.state === 'calificada');
}
