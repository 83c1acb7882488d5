import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md: imports flow one way (lib/components ← features ← app) and no feature imports another.
const SRC = import.meta.dirname;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

function area(path: string): string {
  const [top, name] = relative(SRC, path).split('/');
  return top === 'features' ? `features/${name}` : (top ?? '');
}

describe('import boundaries', () => {
  it('keeps features independent and lib/components free of features and app', () => {
    const violations: string[] = [];
    for (const file of files(SRC)) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx') || area(file) === 'test') continue;
      const from = area(file);
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(/from '((?:\.|@\/)[^']+)'/g)) {
        // `@/` is src/ (tsconfig paths, Vite and Vitest alias).
        const to = area(spec!.startsWith('@/') ? join(SRC, spec!.slice(2)) : resolve(file, '..', spec!));
        const crossFeature = from.startsWith('features/') && to.startsWith('features/') && from !== to;
        const upward = ['lib', 'components'].includes(from) && (to.startsWith('features/') || to === 'app');
        const intoApp = from.startsWith('features/') && to === 'app';
        if (crossFeature || upward || intoApp) violations.push(`${relative(SRC, file)} → ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });
});
