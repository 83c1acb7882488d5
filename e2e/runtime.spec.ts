import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

// Playwright, and the app servers it starts with `node` from the npm scripts' PATH, run on the
// pinned runtime (decision 0011).
test('the journeys run on the pinned Node major', () => {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  expect(process.versions.node.split('.')[0]).toBe(pkg.devDependencies.node.split('.')[0]);
});
