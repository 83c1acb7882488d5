import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The project pins its runtime as the `node` package (decision 0011); npm scripts put that binary
// first on PATH, so every process they start runs on it whatever the system Node is.
const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
const major = (version: string) => version.replace(/^v/, '').split('.')[0];

describe('runtime', () => {
  it('the suites run on the pinned Node major', () => {
    expect(major(process.version)).toBe(major(pkg.devDependencies.node));
  });

  it('engines asks for that same major', () => {
    expect(pkg.engines.node).toContain(`<${Number(major(pkg.devDependencies.node)) + 1}`);
    expect(pkg.engines.node).toContain(`>=${major(pkg.devDependencies.node)}`);
  });
});
