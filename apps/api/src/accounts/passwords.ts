import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';

// `Algorithm` is a const enum without a runtime value under isolated modules: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane). */
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `stored`. Without a stored hash (unknown e-mail) one verification
 * still runs, so the response time does not reveal which e-mails have an account.
 */
export async function passwordMatches(stored: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const target = stored ?? (await dummyHash);
  try {
    return (await verify(target, password)) && stored != null;
  } catch {
    // A malformed stored hash (e.g. a placeholder) never matches.
    return false;
  }
}

/** A password for a generated admin: 24 URL-safe characters (144 random bits). */
export const generatePassword = (): string => randomBytes(18).toString('base64url');
