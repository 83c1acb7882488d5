#!/usr/bin/env node
// The home route's initial JavaScript, gzip (issue 15): every chunk the browser fetches before the
// home page first renders — the entry (which holds the home page) and its static imports — read
// from Vite's build manifest. Dynamic imports (other pages, ads, pop-up, dialogs, forms, nearby)
// load after the first render and are not counted. Exits 1 past BUDGET_KB, so
// `npm run build` (and CI, which builds before the browser journeys) fails; prints the total against it.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** Issue 15's target for the home route. */
export const BUDGET_KB = 120;

/** Manifest keys of the chunks loaded before the first render, in load order. */
export function initialChunks(manifest) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`js-budget: ${key} is not in the build manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('js-budget: the build manifest has no entry');
  visit(entry);
  return [...seen];
}

export function gzipSize(bytes) {
  return gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
}

/** [{ file, raw, gzip }] of the home route's initial JS in `dist`. */
export function measure(dist) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`js-budget: ${manifestPath} missing (build with manifest: true)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return initialChunks(manifest).map((key) => {
    const file = manifest[key].file;
    const bytes = readFileSync(join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSize(bytes) };
  });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? 'apps/web/dist');
  const rows = measure(dist);
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log('Home route: JavaScript fetched before the first render');
  for (const row of [...rows].sort((a, b) => b.gzip - a.gzip))
    console.log(
      `  ${row.file.padEnd(52)} ${kb(row.raw).padStart(7)} KB  ${kb(row.gzip).padStart(6)} KB gzip`,
    );
  const met = total <= BUDGET_KB * 1024;
  console.log(`  total ${kb(total)} KB gzip · budget ${BUDGET_KB} KB ${met ? 'met' : 'EXCEEDED'}`);
  if (!met) {
    console.error(`js-budget: the home route's initial JS is over ${BUDGET_KB} KB gzip`);
    process.exit(1);
  }
}
