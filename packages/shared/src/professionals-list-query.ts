import { z } from 'zod';
import { PROFESSIONALS_CURSOR_MAX, PROFESSIONALS_PAGE_MAX, SHORT_TEXT_MAX } from './constants.ts';
import {
  FINDING_SORTS,
  MIN_RATING_VALUES,
  PRICE_FILTER_UNITS,
  RATE_MAX,
  SEARCH_MAX,
  WEEK_DAYS,
} from './finding.ts';
import * as msg from './messages.ts';
import { flagsOf, SERVICE_FLAGS, type ServiceFlag } from './service-flags.ts';
import { requiredText } from './text.ts';

// `GET /professionals`'s query (issue 27), re-exported by professionals.ts.

const q = msg.api.invalidQuery;
const fr = msg.finding;

/** A comma-separated list of a category's options (`opciones=semanal,mensual`). */
const flagList = z
  .string(fr.invalidOption)
  .max(200, fr.optionsTooLong)
  .transform((text) => [...new Set(text.split(',').map((flag) => flag.trim()))].filter(Boolean).sort())
  .pipe(z.array(z.enum(SERVICE_FLAGS, fr.invalidOption)));

const optionalCoordinate = (bound: number) =>
  z
    .string(msg.nearby.invalidCoordinates)
    .trim()
    .min(1, msg.nearby.invalidCoordinates)
    .pipe(
      z.coerce
        .number<string>(msg.nearby.invalidCoordinates)
        .min(-bound, msg.nearby.invalidCoordinates)
        .max(bound, msg.nearby.invalidCoordinates),
    )
    .optional();

/**
 * `GET /professionals` query: the spec's list (servicio, sort) plus issue 27's filters and search.
 * Every value outside the allowed ones is a 400 naming the problem in Spanish.
 */
export const professionalsListQuerySchema = z
  .object({
    servicio: requiredText(SHORT_TEXT_MAX, q).optional(),
    sort: z.enum(FINDING_SORTS, fr.invalidSort).default('todos'),
    limit: z.coerce.number(q).int(q).min(1, q).max(PROFESSIONALS_PAGE_MAX, q).default(PROFESSIONALS_PAGE_MAX),
    offset: z.coerce.number(q).int(q).min(0, q).default(0),
    /** The previous page's `next`: keyset paging, as fast on page 1000 as on page 1 (not with offset). */
    cursor: z.string(q).min(1, q).max(PROFESSIONALS_CURSOR_MAX, q).optional(),
    /** 'Solo verificados': 'true' keeps those passing `passesVerifiedFilter` (shared/verification.ts). */
    verificados: z.enum(['true', 'false'], q).optional(),
    /** 'Trabajo registrado' (issue 32): 'true' keeps those who prefer registered work (Ley 26.844). */
    trabajoRegistrado: z.enum(['true', 'false'], q).optional(),
    /** "Con antecedentes verificados" (issue 45): a criminal-record certificate shown now. */
    antecedentes: z.enum(['true', 'false'], q).optional(),
    /** 'Responde rápido': the response signal says within the day (FAST_RESPONSE_DELAYS). */
    respondeRapido: z.enum(['true', 'false'], fr.invalidFastResponse).optional(),
    /** Search text: names, services, locality and description words (typos and synonyms too). */
    q: z.string(fr.searchTooLong).trim().max(SEARCH_MAX, fr.searchTooLong).optional(),
    /** The professional's city (localidad of the gazetteer), without regard to case or accents. */
    ciudad: requiredText(SHORT_TEXT_MAX, fr.invalidLocality).optional(),
    /** With `ciudad` (issue 44): the city and the localities around it (NEARBY_LOCALITIES_KM). */
    cercanas: z.enum(['true', 'false'], q).optional(),
    /** "4 estrellas o más". */
    calificacionMin: z.enum(MIN_RATING_VALUES, fr.invalidRating).optional(),
    /** The category's own options (§5), all required. */
    opciones: flagList.optional(),
    /** "Hasta $ …" (issue 48): a rate in `tarifaPor` of at most this many pesos; needs `tarifaPor`. */
    tarifaMax: z.coerce
      .number<string>(msg.priceFilter.invalidMax)
      .int(msg.priceFilter.invalidMax)
      .min(1, msg.priceFilter.invalidMax)
      .max(RATE_MAX, msg.priceFilter.invalidMax)
      .optional(),
    tarifaPor: z.enum(PRICE_FILTER_UNITS, msg.priceFilter.invalidUnit).optional(),
    /** A usual working day. */
    dia: z.enum(WEEK_DAYS, fr.invalidDay).optional(),
    /** "Disponible el {fecha}" (issue 43): free time that Tucumán day in the real calendar. */
    fecha: z.iso.date(msg.workCalendar.invalidFreeDate).optional(),
    /** A point (the browser's location): 'cercania' sorts by it and each card shows its distance. */
    latitude: optionalCoordinate(90),
    longitude: optionalCoordinate(180),
  })
  .superRefine((v, ctx) => {
    const hasPoint = v.latitude !== undefined && v.longitude !== undefined;
    if ((v.latitude === undefined) !== (v.longitude === undefined)) {
      ctx.addIssue({ code: 'custom', message: msg.nearby.invalidCoordinates, path: ['latitude'] });
    }
    if (v.sort === 'cercania' && !hasPoint) {
      ctx.addIssue({ code: 'custom', message: fr.nearestNeedsPoint, path: ['sort'] });
    }
    if (v.tarifaMax !== undefined && v.tarifaPor === undefined) {
      ctx.addIssue({ code: 'custom', message: msg.priceFilter.invalidUnit, path: ['tarifaPor'] });
    }
    const offered: readonly ServiceFlag[] = v.servicio ? flagsOf(v.servicio) : SERVICE_FLAGS;
    // A field that failed its own rule (e.g. opciones past 200 characters) reaches here unparsed.
    if (Array.isArray(v.opciones) && v.opciones.some((flag) => !offered.includes(flag))) {
      ctx.addIssue({ code: 'custom', message: fr.invalidOption, path: ['opciones'] });
    }
  });
export type ProfessionalsListQuery = z.infer<typeof professionalsListQuerySchema>;

/**
 * The filters whose count without them an empty first page gives (issue 44 item 5): each one the
 * page can remove in one tap ('tarifaMax' with its `tarifaPor`, 'opciones' all of them).
 */
export const REMOVABLE_FILTERS = [
  'verificados',
  'calificacionMin',
  'respondeRapido',
  'trabajoRegistrado',
  'tarifaMax',
  'fecha',
  'dia',
  'opciones',
] as const;
export type RemovableFilter = (typeof REMOVABLE_FILTERS)[number];
