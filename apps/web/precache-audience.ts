import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { DASH_ROLES } from './src/app/route-roles.ts';

type ViteManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number];

const WEB = import.meta.dirname;

/**
 * The page modules of the /dash routes no client opens (professional, admin and staff pages), as
 * keys of Vite's manifest, read from the router: `forRoles('<path>', { element: page(() =>
 * import('<module>')` with DASH_ROLES[path] lacking 'Cliente'.
 */
export function pagesBeyondClients(routerSource: string): string[] {
  const pages: string[] = [];
  for (const [, path, module] of routerSource.matchAll(
    /forRoles\(\s*'([^']+)',\s*\{\s*element:\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
  )) {
    const roles: readonly string[] = DASH_ROLES[path as keyof typeof DASH_ROLES] ?? [];
    if (!roles.includes('Cliente')) pages.push(join('src/app', module!).replace(/^\.\//, ''));
  }
  return pages;
}

/**
 * The page modules a mailed link opens (`path: '…/:token'`): verifying an account, confirming a
 * request or a contact e-mail (issue 41). Opened once, online, from the mail: fetched then.
 */
export function pagesOpenedFromMail(routerSource: string): string[] {
  return [
    ...routerSource.matchAll(
      /path:\s*'[^']*\/:token',\s*element:\s*page\(\s*\(\)\s*=>\s*import\('([^']+)'\)/g,
    ),
  ].map(([, module]) => join('src/app', module!).replace(/^\.\//, ''));
}

/**
 * Modules that only work online, so precaching them for offline use would buy nothing: the live
 * events' stream (issue 42), fetched when a signed-in page first mounts it; the household employer's
 * tools (issue 46), which read the request from the API and have the server draw the receipt.
 */
export const ONLINE_ONLY = [
  'src/features/live-events/live-events.tsx',
  'src/features/employer/pages/employer-tools-page.tsx',
];

/**
 * The built files a first visitor (anonymous or client) may need: everything the entry reaches
 * through static and lazy imports, except what only the pages in `skip` reach.
 */
export function filesForFirstVisit(manifest: ViteManifest, skip: string[]): Set<string> {
  const skipped = new Set(skip);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skipped.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) visit(dep);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return new Set([...seen].map((key) => manifest[key]!.file));
}

/**
 * Workbox manifest transform (issue 30): the service worker precaches the shell and the public and
 * client pages' scripts only; professional, admin and staff scripts, the pages a mailed link
 * opens and what works online only, are cached when first used.
 */
export const precacheForFirstVisit: ManifestTransform = (entries) => {
  const manifest: ViteManifest = JSON.parse(readFileSync(join(WEB, 'dist/.vite/manifest.json'), 'utf8'));
  const router = readFileSync(join(WEB, 'src/app/router.tsx'), 'utf8');
  const keep = filesForFirstVisit(manifest, [
    ...pagesBeyondClients(router),
    ...pagesOpenedFromMail(router),
    ...ONLINE_ONLY,
  ]);
  return { manifest: entries.filter((entry) => !entry.url.endsWith('.js') || keep.has(entry.url)) };
};
