import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES, PLANS, type PlanId, SUBSCRIPTION_TYPES } from './constants.ts';
import * as msg from './messages.ts';
import { listSearch, type PageQueryInput, pageAnswerSchema, pageQueryFields } from './paging.ts';
import {
  RIGHTS_REQUEST_KINDS,
  RIGHTS_REQUEST_OUTCOMES,
  type RightsRequestOutcome,
} from './subscription-rights.ts';

export const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];

// Zod-free, so the web's first page can use them without the validation library (issue 15).
export { subscriptionTypeFor } from './plans.ts';

const isoDate = z.iso.datetime({ offset: true });

export const subscriptionSchema = z.object({
  _id: z.string(),
  /** The paying account's full name. */
  userFullName: z.string().nullable(),
  professionalFullName: z.string().nullable(),
  /** Present for a professional's subscription (the 'Tipo de usuario' column). */
  professionalId: z.string().nullable(),
  subscriptionPlan: z.enum(PLAN_IDS),
  /** The end of the paid period this subscription produced when approved; null otherwise. */
  endDate: isoDate.nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  createdAt: isoDate,
  type: z.enum(SUBSCRIPTION_TYPES),
  /**
   * `GET /subscriptions/{id}/proof` (Bearer: the uploader or an Admin); fetch it and show a blob URL.
   * Null for Mercado Pago, which has no proof.
   */
  proofUrl: z.string().nullable(),
  /** 'transfer' (proof + admin) or 'mercadopago' (decision 0038). */
  method: z.enum(PAYMENT_METHODS).optional(),
  /** Mercado Pago's preapproval status (pending, authorized, paused, cancelled); null for a transfer. */
  mpStatus: z.string().nullable().optional(),
  /** Mercado Pago: the first charge's date when it is after the authorization (the trial's end). */
  firstChargeAt: isoDate.nullable().optional(),
  /** Admins only: the nightly reconciliation's finding when we and Mercado Pago disagree. */
  mpMismatch: z.string().nullable().optional(),
  /** When an admin approved it (the 'Botón de arrepentimiento' counts from here); null otherwise. */
  approvedAt: isoDate.nullable().optional(),
  /** 'Botón de arrepentimiento': when the payer asked for the refund; the subscription ended then. */
  refundRequestedAt: isoDate.nullable().optional(),
  /** When an admin marked the refund as paid back. */
  refundedAt: isoDate.nullable().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** `GET /subscriptions/mine`: the caller's own, newest first. */
export const subscriptionListSchema = z.array(subscriptionSchema);

/** Subscriptions a page of the admins' 'Subscripciones' shows (issue 29: paged on the server). */
export const SUBSCRIPTIONS_PAGE_SIZE = 50;
const badQuery = msg.api.invalidQuery;

/**
 * `GET /subscriptions?search=&paymentStatus=&page=&pageSize=` (Admin), newest first: `search`
 * matches the payer's or the professional's name (either order, no case or accents), e-mail or dni.
 */
export const subscriptionsQuerySchema = z.object({
  search: listSearch(200),
  paymentStatus: z.enum(PAYMENT_STATUSES, badQuery).optional(),
  ...pageQueryFields(SUBSCRIPTIONS_PAGE_SIZE),
});
export type SubscriptionsQuery = PageQueryInput<typeof subscriptionsQuerySchema>;
export type SubscriptionsQueryParsed = z.infer<typeof subscriptionsQuerySchema>;

export const subscriptionsPageSchema = pageAnswerSchema('subscriptions', subscriptionSchema);
export type SubscriptionsPage = z.infer<typeof subscriptionsPageSchema>;

/**
 * The text fields of the multipart `POST /subscriptions` (the file travels as `paymentProof`).
 * `personId` is the caller's account id (`GET /auth/getInfo` id) or, for 'professional', also the
 * caller's professional id.
 */
export const subscriptionCreateFieldsSchema = z.object({
  personId: z.string(msg.api.invalidId).trim().min(1, msg.api.invalidId).max(64, msg.api.invalidId),
  subscriptionPlan: z.enum(PLAN_IDS, msg.api.validation),
  type: z.enum(SUBSCRIPTION_TYPES, msg.api.validation),
});

/** `POST /subscriptions/mercadopago`: a monthly plan of the caller's type, paid by Mercado Pago. */
export const mercadoPagoCreateSchema = z.object({
  subscriptionPlan: z.enum(PLAN_IDS, msg.api.validation),
});
export type MercadoPagoCreate = z.infer<typeof mercadoPagoCreateSchema>;

/** `POST /subscriptions/mercadopago` 201: where to send the payer (Mercado Pago's `init_point`). */
export const mercadoPagoCreatedSchema = z.object({
  message: z.string(),
  initPoint: z.url(),
  subscription: subscriptionSchema,
});
export type MercadoPagoCreated = z.infer<typeof mercadoPagoCreatedSchema>;

/** `POST /subscriptions` 201 and `PUT /subscriptions/{id}` 200. */
export const subscriptionResponseSchema = z.object({ message: z.string(), subscription: subscriptionSchema });
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** The payment proof picked in the browser: required, images only. */
export const paymentProofFileSchema = z
  .custom<File>((v) => typeof Blob !== 'undefined' && v instanceof Blob, msg.subscription.proofRequired)
  .refine((file) => file.type.startsWith('image/'), msg.subscription.onlyImages);

export const subscriptionIdParamsSchema = z.object({ id: z.guid(msg.api.invalidId) });

/** `PUT /subscriptions/{id}` body: Aprobar = confirmed, Rechazar = failed, from any status. */
export const subscriptionUpdateSchema = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, msg.api.validation),
});
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

/**
 * `GET /auth/getInfoProfessional/{email}`: what the provider subscription notice needs (§4), with
 * the dates behind it. `trialDaysLeft` counts started days (1 in the last 24 h), only while free.
 */
export const professionalSubscriptionStatusSchema = z.object({
  free: z.boolean().nullable(),
  cuotaVencida: z.boolean(),
  altaUsuario: z.boolean(),
  trialEndsAt: isoDate.nullable(),
  trialDaysLeft: z.number().int().nullable(),
  paidUntil: isoDate.nullable(),
});
export type ProfessionalSubscriptionStatus = z.infer<typeof professionalSubscriptionStatusSchema>;

/** `GET /subscriptions/rights` (Prestador): what the 'Botón de baja' and 'Botón de arrepentimiento' show. */
export const subscriptionRightsSchema = z.object({
  /** When the professional pressed 'Botón de baja'; null while renewal is on. */
  bajaAt: isoDate.nullable(),
  paidUntil: isoDate.nullable(),
  /** The subscription the 'Botón de arrepentimiento' acts on now, and until when; null when none. */
  withdrawal: z.object({ subscriptionId: z.string(), deadline: isoDate }).nullable(),
});
export type SubscriptionRights = z.infer<typeof subscriptionRightsSchema>;

export const subscriptionRightsResponseSchema = z.object({
  message: z.string(),
  rights: subscriptionRightsSchema,
});
export type SubscriptionRightsResponse = z.infer<typeof subscriptionRightsResponseSchema>;

/** `POST /subscriptions/rights-requests` (anyone, issue 32): the two buttons without signing in. */
export const rightsRequestBodySchema = z.object({
  kind: z.enum(RIGHTS_REQUEST_KINDS, msg.subscriptionRights.publicKindRequired),
  email: z
    .string(msg.registration.emailFormat)
    .trim()
    .max(120, msg.registration.emailFormat)
    .pipe(z.email(msg.registration.emailFormat)),
  dni: z
    .string(msg.subscriptionRights.publicDniInvalid)
    .trim()
    .regex(/^\d{7,8}$/, msg.subscriptionRights.publicDniInvalid),
});
export type RightsRequestBody = z.infer<typeof rightsRequestBodySchema>;

/** The same answer whatever the data: a case code, never whether the e-mail has an account. */
export const rightsRequestReceiptSchema = z.object({ code: z.string(), message: z.string() });
export type RightsRequestReceipt = z.infer<typeof rightsRequestReceiptSchema>;

/** `POST /subscriptions/rights-requests/confirm`: the token of the link mailed to the account. */
export const rightsRequestConfirmBodySchema = z.object({ token: z.string().trim().min(1).max(200) });
/** What the confirmed request did, in the words the page shows. */
export const rightsRequestConfirmedSchema = z.object({
  code: z.string(),
  kind: z.enum(RIGHTS_REQUEST_KINDS),
  message: z.string(),
});
export type RightsRequestConfirmed = z.infer<typeof rightsRequestConfirmedSchema>;

/** `GET /subscriptions/rights-requests` (Admin): the requests made without signing in, newest first. */
export const rightsRequestSchema = z.object({
  code: z.string(),
  kind: z.enum(RIGHTS_REQUEST_KINDS),
  email: z.string(),
  dni: z.string(),
  outcome: z.enum(Object.keys(RIGHTS_REQUEST_OUTCOMES) as [RightsRequestOutcome, ...RightsRequestOutcome[]]),
  professionalName: z.string().nullable(),
  createdAt: isoDate,
});
export type RightsRequest = z.infer<typeof rightsRequestSchema>;
export const rightsRequestListSchema = z.object({ requests: z.array(rightsRequestSchema) });
