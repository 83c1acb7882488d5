import { usePrivateFile } from '@/lib/private-file.ts';
import { subscriptionKeys } from './keys.ts';

/** `GET /subscriptions/{id}/proof` (the uploader or an admin); idle without a path. */
export const useProof = (path: string | null) => usePrivateFile(subscriptionKeys.proof(path), path);
