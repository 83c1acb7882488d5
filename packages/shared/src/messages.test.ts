import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as msg from './messages.ts';

function readSpec(): string {
  const candidates = [
    fileURLToPath(new URL('../../../../shared/spec/product-spec.md', import.meta.url)),
    '/work/shared/spec/product-spec.md',
  ];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`Spec not found; looked in: ${candidates.join(', ')}`);
  return readFileSync(found, 'utf8');
}

const spec = readSpec();
const entries = Object.entries(msg).flatMap(([group, texts]) =>
  Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text as string] as const),
);
const byKey = new Map<string, string>(entries);

// Texts the spec quotes (§2, §4, §5, §6, §8); each must appear there verbatim.
const quoted = [
  'registration.nombreMin',
  'registration.apellidoMin',
  'registration.numeroContacto',
  'registration.emailFormat',
  'registration.passwordMin',
  'registration.repasswordMismatch',
  'registration.required',
  'registration.tokenRequired',
  'registration.verifiedTitle',
  'registration.verifiedText',
  'registration.tokenInvalid',
  'registration.tokenIncorrect',
  'registration.verifyError',
  'registration.unexpected',
  'login.status400',
  'login.status401',
  'login.noResponse',
  'session.expired',
  'professionals.loadFailed',
  'recovery.emailFormat',
  'recovery.mismatch',
  'recovery.mailFailed',
  'recovery.wrongCode',
  'redactor.checkData',
  'redactor.tokenIncorrectOrExpired',
  'redactor.unexpectedResponse',
  'password.minLength',
  'password.mismatch',
  'password.changeFailed',
  'professionalForm.required',
  'professionalForm.edadMin',
  'professionalForm.nuevaCategoria',
  'professionalForm.geocodeError',
  'professionalForm.geocodeNoResults',
  'professionalForm.submitFailed',
  'professionalForm.submitLocationFailed',
  'edit.loadFailed',
  'edit.unexpectedResponse',
  'edit.updateFailed',
  'category.nameRequired',
  'category.createFailed',
  'photo.required',
  'photo.updateFailed',
  'complaints.anonymous',
  'complaints.loadFailed',
  'complaints.sendFailed',
  'complaints.claimsLoadFailed',
  'complaints.claimDeleteFailed',
  'complaints.claimUpdateFailed',
  'geolocation.unavailable',
  'geolocation.timeout',
  'nearby.loadFailed',
  'nearby.empty',
  'subscription.proofRequired',
  'subscription.created',
  'subscription.createFailed',
  'rating.starsRequired',
  'rating.sent',
  'ban.reasonLabel',
  'fallback.descriptionUnavailable',
  'fallback.noDescription',
  'fallback.profession',
  'fallback.coverage',
  'securityGate.xss',
  'securityGate.origin',
  'securityGate.threat',
  'securityGate.validating',
  'toast.welcome',
  'toast.loggedOut',
  'labels.pendingAlta',
  'labels.freeActive',
  'labels.suspended',
  'labels.cuotaVencida',
  'labels.noDues',
  'labels.trialNotice',
  'labels.payHere',
  'providerAdmin.suspenderFree',
  'providerAdmin.restablecerAbonado',
  'subscriptionsAdmin.search',
  'subscriptionsAdmin.empty',
  'pages.notFound',
  'pages.backHome',
  'pages.restricted',
  'pages.maintenance',
  'pages.swipeHint',
  'pages.nearbyTitle',
  'pages.noRating',
  'pages.noSimilar',
  'pages.noComments',
  'pages.adsDirectory',
  'pages.noAds',
  'pages.adPlaceholder',
  'pages.alreadyProvider',
  'pages.notForYourRole',
  'pages.complaintsLoginRequired',
  'registration.verifyErrorTitle',
  'complaints.statsResolved',
  'complaints.statsInProgress',
  'securityGate.protectedBy',
  'labels.active',
  'providerAdmin.darDeAlta',
  'providerAdmin.suspenderUsuario',
  'providerAdmin.habilitarCuenta',
  'subscriptionsAdmin.title',
  'pages.joinUs',
  'pages.enter',
  'pages.edit',
  'pages.hire',
  'pages.seeData',
  'pages.complaintsTotal',
  'pages.complaintDetails',
  'pages.newComplaint',
  'pages.uneteANosotros',
  'pages.signUp',
  'pages.signIn',
  'pages.signOut',
  'pages.myProfile',
  'pages.adminPanel',
  'pages.subscriptions',
  'pages.privacy',
];

describe('msg', () => {
  it.each(quoted)('%s appears verbatim in the spec', (key) => {
    const text = byKey.get(key);
    expect(text, `missing key ${key}`).toBeDefined();
    expect(spec.includes(`'${text}'`), `spec does not quote: ${text}`).toBe(true);
  });

  // The list above is not a sample: every text of ours that the spec quotes is on it, so changing
  // any of them is caught by the test above.
  it('lists every text the spec quotes', () => {
    const listed = new Set(quoted);
    const unlisted = entries.filter(([key, text]) => !listed.has(key) && spec.includes(`'${text}'`));
    expect(unlisted.map(([key]) => key)).toEqual([]);
  });

  it('holds every text only once', () => {
    const seen = new Map<string, string>();
    const dupes: string[] = [];
    for (const [key, text] of entries) {
      const other = seen.get(text);
      if (other) dupes.push(`${other} = ${key}: ${text}`);
      seen.set(text, key);
    }
    expect(dupes).toEqual([]);
  });

  it('has no empty texts', () => {
    expect(entries.filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});
