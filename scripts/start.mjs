// `npm start`: (re)builds the web app and the API when their output is missing or older than the
// sources, then runs the server, which migrates the database and seeds demo data when it is empty.
// The build is quiet unless it fails: the line a newcomer needs (address, demo logins) comes last.
// package.json runs it with --max-semi-space-size=16: V8's young generation would otherwise grow to
// 128 MB during start-up and keep it (decision 0034).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runQuietly } from './quiet-run.mjs';

const root = new URL('..', import.meta.url).pathname;
const at = (path) => join(root, path);

// `npm start` runs on the pinned runtime (node_modules/.bin first on PATH); started by hand with
// another Node, hand over to the pinned one (decision 0011).
const pinned = at('node_modules/.bin/node');
if (existsSync(pinned) && process.execPath !== realpathSync(pinned)) {
  const { status } = spawnSync(pinned, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(status ?? 1);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const shared = newestMtime(at('packages/shared/src'));
const builds = [
  {
    workspace: '@servihogar/web',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/index.html'],
  },
  {
    workspace: '@servihogar/api',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/drizzle'],
  },
];
for (const { workspace, output, sources } of builds) {
  const built = existsSync(at(output)) ? statSync(at(output)).mtimeMs : 0;
  const changed = Math.max(
    shared,
    ...sources.map((s) => (statSync(at(s)).isDirectory() ? newestMtime(at(s)) : statSync(at(s)).mtimeMs)),
  );
  if (built >= changed) continue;
  console.log(`Compilando ${workspace}…`);
  const status = runQuietly('npm', ['run', 'build', '-w', workspace], { cwd: root });
  if (status !== 0) process.exit(status);
}

await import(pathToFileURL(at('apps/api/dist/server.js')).href);
