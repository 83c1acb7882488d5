import { z } from 'zod';
import { PAYMENT_STATUSES, PLANS, type PlanId, SUBSCRIPTION_TYPES } from './constants.ts';
import { msg } from './messages.ts';

export const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]];

export const subscriptionSchema = z.object({
  _id: z.string(),
  userFullName: z.string().nullable(),
  professionalFullName: z.string().nullable(),
  /** Present for a professional's subscription (the 'Tipo de usuario' column). */
  professionalId: z.string().nullable(),
  subscriptionPlan: z.enum(PLAN_IDS),
  endDate: z.iso.datetime({ offset: true }).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionListSchema = z.array(subscriptionSchema);

/** The text fields of the multipart `POST /subscriptions` (the file travels as `paymentProof`). */
export const subscriptionCreateFieldsSchema = z.object({
  personId: z.string().min(1, msg.api.invalidId),
  subscriptionPlan: z.enum(PLAN_IDS, msg.api.validation),
  type: z.enum(SUBSCRIPTION_TYPES, msg.api.validation),
});
export type SubscriptionCreateFields = z.infer<typeof subscriptionCreateFieldsSchema>;

/** The payment proof picked in the browser: required, images only. */
export const paymentProofFileSchema = z
  .custom<File>((v) => typeof Blob !== 'undefined' && v instanceof Blob, msg.subscription.proofRequired)
  .refine((file) => file.type.startsWith('image/'), msg.subscription.onlyImages);

/** `PUT /subscriptions/{id}` body. */
export const subscriptionUpdateSchema = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, msg.api.validation),
});
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

/** `GET /auth/getInfoProfessional/{email}` response. */
export const professionalSubscriptionStatusSchema = z.object({
  free: z.boolean().nullable(),
  cuotaVencida: z.boolean(),
});
export type ProfessionalSubscriptionStatus = z.infer<typeof professionalSubscriptionStatusSchema>;
