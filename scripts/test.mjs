// `npm test`: the suite's phases one after another, stopping at the first that fails, then a table of
// how long each took (printed on failure too), so CI's time can be read phase by phase.
import { spawnSync } from 'node:child_process';

const PHASES = [
  ['chromium', 'node scripts/ensure-chromium.mjs'],
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit + API (vitest)', 'npm run test:unit'],
  ['build + first visit', 'npm run build'],
  ['journeys (playwright)', 'npx playwright test -c e2e/playwright.config.ts'],
];

const rows = [];
let failed = null;
for (const [name, command] of PHASES) {
  const started = performance.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  rows.push([name, (performance.now() - started) / 1000, status === 0 ? 'ok' : `exit ${status}`]);
  if (status !== 0) {
    failed = status ?? 1;
    break;
  }
}

const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
const width = Math.max(...PHASES.map(([name]) => name.length));
console.log('\nnpm test, phase by phase:');
for (const [name, seconds, result] of [...rows, ['total', total, failed ? 'failed' : 'ok']])
  console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${result}`);
process.exit(failed ?? 0);
