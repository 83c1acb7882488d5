import { usePrivateFile } from '@/lib/private-file.ts';
import { conversationKeys } from './keys.ts';

/** A message's private photo (the two parties; admins once reported), shown from a blob URL. */
export const useMessagePhoto = (path: string | null) => usePrivateFile(conversationKeys.photo(path), path);
