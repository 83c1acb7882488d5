import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  filesForFirstVisit,
  ONLINE_ONLY,
  pagesBeyondClients,
  pagesOpenedFromMail,
} from '../../precache-audience.ts';

const router = readFileSync(join(import.meta.dirname, 'router.tsx'), 'utf8');

describe('what the service worker precaches (issue 30)', () => {
  it('leaves out the pages only professionals, admins and redactores open, read from the router', () => {
    const pages = pagesBeyondClients(router);
    expect(pages).toContain('src/app/pages/professionals-registered-route.tsx');
    expect(pages).toContain('src/app/pages/my-profile-route.tsx');
    // Client pages stay in.
    expect(pages).not.toContain('src/app/pages/profile-route.tsx');
    expect(pages.some((page) => page.includes('license-types-page'))).toBe(false);
    // Every /dash page import the router declares is seen (a change of its shape would hide them).
    const declared = router.match(/forRoles\(/g)?.length ?? 0;
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.length).toBeLessThan(declared);
  });

  it('leaves out the pages a mailed link opens, read from the router', () => {
    expect(pagesOpenedFromMail(router).sort()).toEqual([
      'src/features/auth/pages/verify-email-page.tsx',
      'src/features/professionals/pages/contact-email-confirm-page.tsx',
      'src/features/subscriptions/pages/rights-confirm-page.tsx',
    ]);
  });

  it('keeps what the entry reaches except what only the left-out pages reach', () => {
    const manifest = {
      'index.html': {
        file: 'assets/index.js',
        isEntry: true,
        imports: ['_shared'],
        dynamicImports: ['src/a.tsx', 'src/staff.tsx'],
      },
      _shared: { file: 'assets/shared.js' },
      'src/a.tsx': { file: 'assets/a.js', imports: ['_form'] },
      'src/staff.tsx': { file: 'assets/staff.js', imports: ['_form', '_chart'] },
      _form: { file: 'assets/form.js' },
      _chart: { file: 'assets/chart.js' },
    };
    expect([...filesForFirstVisit(manifest, ['src/staff.tsx'])].sort()).toEqual([
      'assets/a.js',
      'assets/form.js',
      'assets/index.js',
      'assets/shared.js',
    ]);
  });

  it('leaves out what works online only: modules that exist and that the layout or the router imports lazily', () => {
    const layout = readFileSync(join(import.meta.dirname, 'layout/root-layout.tsx'), 'utf8');
    const router = readFileSync(join(import.meta.dirname, 'router.tsx'), 'utf8');
    for (const module of ONLINE_ONLY) {
      expect(existsSync(join(import.meta.dirname, '../..', module))).toBe(true);
      const inside = module.replace(/^src\//, '');
      expect(
        [layout, router].some(
          (source) => source.includes(`import('@/${inside}')`) || source.includes(`import('../${inside}')`),
        ),
        module,
      ).toBe(true);
    }
  });
});
