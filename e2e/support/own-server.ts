import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { freePort } from './free-port.ts';

/**
 * The built app started by a journey itself (with settings of its own), on a free port and an empty
 * data folder; resolves once it prints that it is ready.
 */
export async function startOwnServer(env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'servihogar-own-'));
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += String(chunk)));
  server.stderr.on('data', (chunk) => (output += String(chunk)));
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Generous: a CI machine busy with other work takes a while to migrate and seed (issue 17).
    await expect.poll(() => output, { timeout: 150_000 }).toContain('ServiHogar listo');
  } catch (error) {
    stop();
    throw error;
  }
  return { port, output: () => output, stop };
}
