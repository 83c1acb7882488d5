import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

// Directories this process holds: a second open from the same process is refused too.
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one in-process server and nothing stops a second process from opening the same
 * directory and corrupting it, so `<dir>.lock` holds the owner's pid. A lock whose process is gone
 * (a crash, or a container restarted with the same pid) is taken over. Returns the release function.
 */
export function lockPgliteDir(dir: string): () => void {
  const file = `${dir}.lock`;
  if (held.has(file)) throw lockedError(dir, process.pid);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) throw lockedError(dir, owner);
    writeFileSync(file, String(process.pid));
  }
  held.add(file);
  return () => {
    held.delete(file);
    try {
      unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

function lockedError(dir: string, pid: number): DatabaseLockedError {
  return new DatabaseLockedError(
    `La base de datos embebida (${dir}) está abierta por otro proceso (pid ${pid}), probablemente el ` +
      'servidor. PGlite no admite dos procesos a la vez: detené el servidor y volvé a intentarlo, ' +
      'o usá PostgreSQL con DATABASE_URL.',
  );
}
