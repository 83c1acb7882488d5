import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { type AliasOptions, createServer, type Plugin } from 'vite';

/** Written beside index.html; the server puts it in `#root` for a visitor who sees the home page. */
const PRERENDERED_HOME = 'prerendered-home.html';

/**
 * Renders the home page an anonymous visitor first sees (src/prerender.tsx) to HTML at build time.
 * Sent inside `#root`, it paints with the CSS alone, before the JS has downloaded and run; React
 * then replaces it with the same markup (issue 15, decision 0017).
 */
export function prerenderHome(alias: AliasOptions): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'servihogar:prerender-home',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root,
        logLevel: 'error',
        plugins: [react()],
        resolve: { alias },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
      });
      try {
        const { renderAnonymousHome } = await server.ssrLoadModule('/src/prerender.tsx');
        writeFileSync(join(root, outDir, PRERENDERED_HOME), renderAnonymousHome());
      } finally {
        await server.close();
      }
    },
  };
}
