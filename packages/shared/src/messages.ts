// Every user-facing Spanish text of product §4, §5 and §8 (quoted ones verbatim, '{email}' kept literally),
// plus server texts the spec does not give. Each text lives exactly once in messages/, one module per
// group, so that a web chunk carries only the groups it uses (import it as `import * as msg`).

export * from './messages/accounts.ts';
export * from './messages/activity.ts';
export * from './messages/admin-waiting.ts';
export * from './messages/ads.ts';
export * from './messages/api.ts';
export * from './messages/audit.ts';
export * from './messages/ban.ts';
export * from './messages/category.ts';
export * from './messages/complaints.ts';
export * from './messages/data-rights.ts';
export * from './messages/data-rights-requests.ts';
export * from './messages/edit.ts';
export * from './messages/fallback.ts';
export * from './messages/favourites.ts';
export * from './messages/finding.ts';
export * from './messages/geolocation.ts';
export * from './messages/hire.ts';
export * from './messages/labels.ts';
export * from './messages/login.ts';
export * from './messages/mercadopago.ts';
export * from './messages/nearby.ts';
export * from './messages/pages.ts';
export * from './messages/password.ts';
export * from './messages/pay-scales.ts';
export * from './messages/photo.ts';
export * from './messages/price-filter.ts';
export * from './messages/professional-form.ts';
export * from './messages/professionals.ts';
export * from './messages/profile.ts';
export * from './messages/provider-admin.ts';
export * from './messages/rating.ts';
export * from './messages/recovery.ts';
export * from './messages/redactor.ts';
export * from './messages/registration.ts';
export * from './messages/requests.ts';
export * from './messages/security-gate.ts';
export * from './messages/service-flags.ts';
export * from './messages/session.ts';
export * from './messages/share.ts';
export * from './messages/subscription.ts';
export * from './messages/subscription-rights.ts';
export * from './messages/subscriptions-admin.ts';
export * from './messages/toast.ts';
export * from './messages/verification.ts';
