import { spawnSync } from 'node:child_process';

/**
 * Runs a command with its output held back: nothing is printed when it succeeds, everything it
 * wrote (stdout then stderr) when it fails. Returns the exit status.
 */
export function runQuietly(command, args, options = {}) {
  const result = spawnSync(command, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  const status = result.status ?? 1;
  if (status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    if (result.error) process.stderr.write(`${result.error.message}\n`);
  }
  return status;
}
