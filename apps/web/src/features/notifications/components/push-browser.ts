import type { PushSubscriptionInput } from '@servihogar/shared/push';

// The browser's side of Web Push (decision 0060): permission, the service worker's subscription
// with the server's key. Permission is asked only from a click on "Avisarme en este teléfono".

export type PushState = 'unsupported' | 'blocked' | 'on' | 'off';

export const pushSupported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

const existingSubscription = async () =>
  (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription() ?? null;

/** What the page shows before any click. */
export async function currentPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await existingSubscription()) ? 'on' : 'off';
}

const keyBytes = (base64url: string) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};
const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((byte, i) => byte === b[i]);

/** Asks permission (call it from the click), subscribes with the server's key and hands it to `save`. */
export async function enablePush(
  publicKey: string,
  save: (subscription: PushSubscriptionInput) => Promise<void>,
): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // Subscribed with another key (the server's keys changed): start again with the current one.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await save(subscription.toJSON() as PushSubscriptionInput);
  return 'on';
}

/** Unsubscribes this browser and tells the server (`remove`). */
export async function disablePush(remove: (endpoint: string) => Promise<void>): Promise<PushState> {
  const subscription = await existingSubscription();
  if (subscription) {
    await remove(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
