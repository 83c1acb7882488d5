// The Chromium builds the scripts drive: where they are, and what they start with. CHROMIUM_PATH
// names one binary for every use.

/** The full browser, for Lighthouse (it audits what a phone's Chrome does). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * The headless-only build, for the journeys and the first-visit check: the one Playwright runs
 * headless by default. Without the full browser's compositor and UI it spends about a fifth less
 * CPU per journey (decision 0073).
 */
export const HEADLESS_SHELL = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** No sandbox (containers), no GPU, and none of the background traffic or first-run pages. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
