import type { Plugin } from 'vite';

const HOME_PAGE = 'src/features/home/pages/home-page.tsx';

/**
 * Adds `modulepreload` links for the home page's lazy chunk and what it imports: most visits start
 * at '/', and without them that code is only requested once the entry has downloaded and run
 * (one more round trip before the first content on a slow phone network; issue 15).
 */
export function preloadHomePage(): Plugin {
  return {
    name: 'servihogar:preload-home-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const home = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(HOME_PAGE));
        if (!home) throw new Error(`preload-home-page: no chunk for ${HOME_PAGE}`);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? [])
            visit(imported);
        };
        visit(home.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}
