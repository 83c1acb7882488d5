// The TanStack Query keys of the phone's channels (Web Push, WhatsApp), under the feature's prefix.

export const channelKeys = {
  pushKey: ['notifications', 'push-key'] as const,
  whatsApp: ['notifications', 'whatsapp'] as const,
  /** The preferences page reads which channels are set up: it is read again after a change. */
  preferences: ['notifications', 'preferences'] as const,
};
