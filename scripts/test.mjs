// `npm test`: the suite's phases, stopping at the first step that fails, then a table of how long each
// phase took (printed on failure too), so CI's time can be read phase by phase. Phases in one step run
// at the same time (typecheck and lint each keep one core of two busy); their output is printed whole
// as each ends, so the log still reads phase by phase.
import { spawn } from 'node:child_process';

const STEPS = [
  [['chromium', 'node scripts/ensure-chromium.mjs']],
  [
    ['typecheck', 'npm run typecheck'],
    ['lint', 'npm run lint'],
  ],
  [['unit + API (vitest)', 'npm run test:unit']],
  [['build + first visit', 'npm run build']],
  [['journeys (playwright)', 'npx playwright test -c e2e/playwright.config.ts']],
];

/** Runs one phase; alone it prints as it goes, beside others its output waits for its end. */
function run([name, command], alone) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}`);
      resolve([name, (performance.now() - started) / 1000, status === 0 ? 'ok' : `exit ${status}`, status]);
    });
  });
}

const rows = [];
let failed = null;
const started = performance.now();
for (const step of STEPS) {
  const results = await Promise.all(step.map((phase) => run(phase, step.length === 1)));
  rows.push(...results);
  const failure = results.find(([, , , status]) => status !== 0);
  if (failure) {
    failed = failure[3] ?? 1;
    break;
  }
}

const total = (performance.now() - started) / 1000;
const width = Math.max(...STEPS.flat().map(([name]) => name.length));
console.log('\nnpm test, phase by phase (phases of one step overlap; total is the wall clock):');
for (const [name, seconds, result] of [...rows, ['total', total, failed ? 'failed' : 'ok']])
  console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s  ${result}`);
process.exit(failed ?? 0);
