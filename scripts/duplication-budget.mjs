// `npm run lint:dup`: jscpd (settings in .jscpd.json) over our sources; fails when the pairs of places
// sharing six or more lines exceed the budget. The budget only goes down (decision 0016).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Measured on main (2b51938) on 2026-11-24: 42 pairs; after issue 10's de-duplication: 5.
// 6 from 2026-11-25: the admin users and professionals pages (issue 29) shared their import block.
// 4 from 2026-11-27 (issue 24): ServerPagedList holds a text-only list's search box, and the upload
// forms share UploadActions. 3 the same day: the API tests' set-up in test helpers (issue 24).
// 2 the same day, after more of issue 24's factoring.
const BUDGET = 2;
const PATHS = ['apps/api/src', 'apps/api/test', 'apps/web/src', 'packages/shared/src', 'e2e', 'scripts'];

const out = mkdtempSync(join(tmpdir(), 'jscpd-'));
try {
  execFileSync(
    'jscpd',
    ['--config', '.jscpd.json', '--reporters', 'json', '--output', out, '--no-tips', ...PATHS],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const { duplicates } = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
  for (const d of duplicates) {
    console.log(
      `${d.lines} lines: ${d.firstFile.name}:${d.firstFile.start} ~ ${d.secondFile.name}:${d.secondFile.start}`,
    );
  }
  const verdict = duplicates.length <= BUDGET ? 'within' : 'OVER';
  console.log(`jscpd: ${duplicates.length} duplicated pairs, budget ${BUDGET}: ${verdict} budget`);
  if (duplicates.length > BUDGET) process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
