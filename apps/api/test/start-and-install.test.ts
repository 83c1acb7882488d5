import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain .mjs script, no declarations
import { runQuietly } from '../../../scripts/quiet-run.mjs';

const root = join(import.meta.dirname, '../../..');

describe('npm start: the build is quiet unless it fails (issue 29, item 10)', () => {
  it('prints nothing for a command that succeeds, and all its output for one that fails', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(runQuietly(process.execPath, ['-e', 'console.log("120 líneas de compilación")'])).toBe(0);
      expect(out).not.toHaveBeenCalled();
      expect(err).not.toHaveBeenCalled();
      const failing = 'console.log("paso 1"); console.error("error TS2322"); process.exit(2)';
      expect(runQuietly(process.execPath, ['-e', failing])).toBe(2);
      expect(out).toHaveBeenCalledWith('paso 1\n');
      expect(err).toHaveBeenCalledWith('error TS2322\n');
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});

/** Whether `version` (x.y.z) meets an engines range of the forms the lock file holds (>=, <, ^, ||). */
function satisfies(version: string, range: string): boolean {
  const parse = (v: string) => v.split('.').map((n) => Number.parseInt(n, 10) || 0);
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
    return 0;
  };
  const v = parse(version);
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => {
        if (comparator === '' || comparator === '*') return true;
        const [, op = '', bound = '0'] = /^(>=|<=|>|<|\^|~|=)?v?([\d.xX*]+)$/.exec(comparator) ?? [];
        if (op === '' && /^\d+(\.[xX*])?$/.test(bound)) return v[0] === Number.parseInt(bound, 10);
        const b = parse(bound.replace(/[xX*]/g, '0'));
        const c = compare(v, b);
        if (op === '>=') return c >= 0;
        if (op === '>') return c > 0;
        if (op === '<') return c < 0;
        if (op === '<=') return c <= 0;
        if (op === '^') return c >= 0 && v[0] === b[0];
        if (op === '~') return c >= 0 && v[0] === b[0] && v[1] === b[1];
        return c === 0;
      }),
  );
}

describe('README: the EBADENGINE note names what an install on Node 20 warns about', () => {
  it('lists exactly the locked packages whose engines leave out Node 20 (optional ones are skipped silently)', () => {
    type Entry = { engines?: { node?: string }; optional?: boolean };
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, Entry>;
    };
    const warned = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.optional && entry.engines?.node)
      .filter(([, entry]) => !satisfies('20.20.0', entry.engines!.node!))
      .map(([path]) => path.replace(/^.*node_modules\//, ''))
      .sort();
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    // The note runs from the warning's name to "harmless".
    const note = /\d+ `EBADENGINE`[\s\S]*?harmless/.exec(readme)?.[0] ?? '';
    const named = [...note.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((name) => name !== 'EBADENGINE');
    expect(named.sort()).toEqual(warned);
    // The project's own engines (Node 24) warn too: one more than the packages.
    expect(note).toMatch(new RegExp(`^${warned.length + 1} `));
  });
});
