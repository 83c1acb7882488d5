import type { Channel } from './channels.ts';
import { emailChannel } from './email-channel.ts';

/**
 * Every outside channel, one line each (decision 0059). The Web Push and WhatsApp channels add
 * themselves here; a channel not configured on the server answers `available() === false`.
 */
export const CHANNELS: readonly Channel[] = [emailChannel];

export const channelNamed = (name: string): Channel | undefined => CHANNELS.find((c) => c.name === name);
